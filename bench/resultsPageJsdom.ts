/**
 * The results page in Node: react-dom/server renderToString (HTML size, element count, time) and a
 * client render into jsdom (createRoot: first rows, all rows, elements, one Select toggle). Call it
 * after the browser part: it installs jsdom's window as Node's globals.
 */
import { performance } from 'node:perf_hooks';
import { JSDOM } from 'jsdom';
import { benchToken, CARD_COUNT, CATEGORIES, FILTER, furnituresFor, median, ms } from './resultsPageData';

const RUNS = 5;

// require, not import(): the page's modules are loaded as CommonJS, and an ESM copy of
// react-router next to them would be a second router context.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(id: string): T => require(id) as T;

interface BenchStore {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  subscribe: (listener: () => void) => () => void;
}

function installDom() {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const win = dom.window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, { value: win[key], configurable: true, writable: true });
  }
  Object.defineProperty(globalThis, 'window', { value: dom.window, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'document', { value: dom.window.document, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true, writable: true });
  return dom;
}

/** Server render and a jsdom client render of the production build of the page. */
export async function measureInJsdom(): Promise<string[]> {
  installDom();
  // Everything that touches React or window loads after the DOM globals and NODE_ENV are set.
  const React = load<typeof import('react')>('react');
  const { renderToString } = load<typeof import('react-dom/server')>('react-dom/server');
  const { createRoot } = load<typeof import('react-dom/client')>('react-dom/client');
  const { flushSync } = load<typeof import('react-dom')>('react-dom');
  const { Provider } = load<typeof import('react-redux')>('react-redux');
  const { MemoryRouter } = load<typeof import('react-router-dom')>('react-router-dom');
  const { ThemeProvider } = load<typeof import('@mui/material/styles')>('@mui/material/styles');
  // The SPA's modules are typed loosely here: this file is checked with the server's tsconfig (no JSX, no DOM).
  const { theme } = load<{ theme: object }>('../src/client/app/theme');
  const { makeStore } = load<{ makeStore: (state: object, options: object) => BenchStore }>('../src/client/app/store');
  const { catalogApi } = load<{
    catalogApi: { util: { upsertQueryData: (name: string, args: object, data: object) => unknown } };
  }>('../src/client/app/catalogApi');
  const { stopSelectionSyncs } = load<{ stopSelectionSyncs: () => void }>('../src/client/app/selectionSync');
  const { default: FilteredResultsPage } = load<{ default: React.ComponentType }>(
    '../src/client/features/furniture/FilteredResultsPage',
  );
  const { FURNITURE_PAGE_LIMIT } = load<typeof import('../src/shared/constants')>('../src/shared/constants');

  const categories = CATEGORIES;
  const { furnitures } = furnituresFor(categories);
  const filterData = FILTER;

  const newStore = async () => {
    const store = makeStore(
      {
        auth: { token: benchToken(), user: 'bench' },
        filter: { filterData, items: [...categories], preferredColor: 'Oak', preferredStyle: 'Modern' },
      },
      // No realtime connection in a bench.
      { createSocket: () => ({ on: () => undefined, emit: () => undefined, disconnect: () => undefined }) },
    );
    const args = { items: [...categories], style: 'Modern', color: 'Oak', limit: FURNITURE_PAGE_LIMIT, count: 1 };
    await store.dispatch(
      catalogApi.util.upsertQueryData('getFurnitures', args, {
        success: true,
        data: { furnitures, total: CARD_COUNT },
      }),
    );
    return store;
  };

  const page = (store: Awaited<ReturnType<typeof newStore>>) =>
    React.createElement(Provider, {
      store: store as never,
      children: React.createElement(ThemeProvider, {
        theme,
        children: React.createElement(
          MemoryRouter,
          { initialEntries: ['/dashboard/filtered-results'] },
          React.createElement(FilteredResultsPage),
        ),
      }),
    });

  // Server render.
  const ssrTimes: number[] = [];
  let html = '';
  for (let i = 0; i <= RUNS; i++) {
    const store = await newStore();
    const t0 = performance.now();
    html = renderToString(page(store));
    if (i > 0) ssrTimes.push(performance.now() - t0); // run 0 warms up
  }
  const template = document.createElement('template');
  template.innerHTML = html;
  const ssrElements = template.content.querySelectorAll('*').length;
  const cards = template.content.querySelectorAll('article').length;
  const lazyImages = template.content.querySelectorAll('img[loading="lazy"][width][height]').length;

  // Client render into jsdom.
  const renderTimes: number[] = [];
  const firstTimes: number[] = [];
  let domCards = 0;
  const toggleTimes: number[] = [];
  let domElements = 0;
  let changedCards = 0;
  for (let i = 0; i <= RUNS; i++) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const store = await newStore();
    const t0 = performance.now();
    flushSync(() => root.render(page(store)));
    const tFirst = performance.now();
    // The first rows render at once, the others in a transition: wait for all of them.
    while (container.querySelectorAll('article').length < CARD_COUNT) await new Promise((r) => setTimeout(r, 0));
    const t1 = performance.now();
    domElements = container.querySelectorAll('*').length;
    domCards = container.querySelectorAll('article').length;
    const button = container.querySelector('article button') as HTMLButtonElement;
    const changed = new Set<Element>();
    const note = (records: MutationRecord[]) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement;
        changed.add(el?.closest('article') ?? container);
      }
    };
    const observer = new MutationObserver(note);
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
    const t2 = performance.now();
    flushSync(() => button.click());
    const t3 = performance.now();
    note(observer.takeRecords());
    observer.disconnect();
    stopSelectionSyncs(); // the bench has no server to sync with
    changedCards = [...changed].filter((el) => el.tagName === 'ARTICLE').length;
    if (button.textContent !== 'Selected') throw new Error('the toggle did not select');
    if (i > 0) {
      firstTimes.push(tFirst - t0);
      renderTimes.push(t1 - t0);
      toggleTimes.push(t3 - t2);
    }
    root.unmount();
    container.remove();
  }
  stopSelectionSyncs();

  return [
    'jsdom (no layout or paint; compares builds, not browsers):',
    `  server render (renderToString, the first rows only: the rest follow on the client): ${cards} cards, ${lazyImages} lazy images with width/height, ` +
      `${(html.length / 1024).toFixed(0)} KB HTML, ${ssrElements} elements, median ${ms(median(ssrTimes))} of ${RUNS}`,
    `  jsdom client render (createRoot): first rows ${ms(median(firstTimes))}, all ${domCards} cards ${ms(median(renderTimes))} (median of ${RUNS}); ` +
      `${domElements} elements (${(domElements / domCards).toFixed(1)} per card)`,
    `  jsdom one Select toggle: median ${ms(median(toggleTimes))} of ${RUNS}; the DOM changed in ${changedCards} of ${domCards} cards`,
  ];
}
