import '@testing-library/jest-dom';
import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { resetDb } from './backend';
import { takeContractViolations } from './contract';
import { resetRecommend } from './recommendHandlers';
import { resetRoomPhotos } from './roomPhotoHandlers';
import { server } from './server';
import { retireStores } from './stores';
import './socketStub';

// findBy*/waitFor wait for what must come; 1 s (the default) failed first renders of lazily loaded
// screens on a loaded 2-core machine, where a cold chunk takes longer than that to compile.
configure({ asyncUtilTimeout: 5000 });

// jest-fixed-jsdom gives Node's FormData and Blob; the File must be Node's too so FormData accepts it.
Object.defineProperty(globalThis, 'File', { value: NodeFile, configurable: true, writable: true });

// jsdom has no PointerEvent; without it fireEvent.pointer* drops clientX.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill, configurable: true });
}

/** The viewport width the media queries see; tests of the mobile layout lower it. */
export const viewport = { width: 1280 };

function matches(query: string): boolean {
  return query.split(/\s*and\s*/).every((part) => {
    const min = /min-width:\s*([\d.]+)px/.exec(part);
    const max = /max-width:\s*([\d.]+)px/.exec(part);
    if (min) return viewport.width >= Number(min[1]);
    if (max) return viewport.width <= Number(max[1]);
    return true;
  });
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  resetRecommend();
  resetRoomPhotos();
  localStorage.clear();
  viewport.width = 1280;
  delete window.__ROOMWISE_CONFIG__;
});
afterEach(async () => {
  cleanup();
  await retireStores();
  server.resetHandlers();
  // A mock or a fired socket event that broke the contract fails the test, even if the screen coped.
  const violations = takeContractViolations();
  if (violations.length) throw new Error(violations.join('\n\n'));
});
afterAll(() => server.close());
