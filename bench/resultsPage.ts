/**
 * Cost of the filtered-results page at its largest: 21 categories × 30 cards (630 cards).
 * No browser suite exists yet, so this measures in Node with the production React build:
 *   - server render (react-dom/server renderToString): HTML size, element count, time;
 *   - a client render into jsdom (createRoot + flushSync): element count, time, and the time of
 *     one Select toggle (which should re-render one card, not 630).
 * jsdom does no layout or paint: its times compare builds with each other, not with a browser.
 */
process.env.NODE_ENV = 'production';

import { performance } from 'node:perf_hooks';
import { JSDOM } from 'jsdom';

const CATEGORIES_COUNT = 21;
const CARDS_PER_CATEGORY = 30;
const RUNS = 5;

function installDom() {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;
const fakeToken = () => {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: 'bench', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
};

// require, not import(): the page's modules are loaded as CommonJS, and an ESM copy of
// react-router next to them would be a second router context.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(id: string): T => require(id) as T;

async function main() {
  installDom();
  // Everything that touches React or window loads after the DOM globals and NODE_ENV are set.
  const React = load<typeof import('react')>('react');
  const { renderToString } = load<typeof import('react-dom/server')>('react-dom/server');
  const { createRoot } = load<typeof import('react-dom/client')>('react-dom/client');
  const { flushSync } = load<typeof import('react-dom')>('react-dom');
  const { Provider } = load<typeof import('react-redux')>('react-redux');
  const { MemoryRouter } = load<typeof import('react-router-dom')>('react-router-dom');
  const { ThemeProvider } = load<typeof import('@mui/material/styles')>('@mui/material/styles');
  const { theme } = load<typeof import('../src/client/app/theme')>('../src/client/app/theme');
  const { makeStore } = load<typeof import('../src/client/app/store')>('../src/client/app/store');
  const { furnitureApi } = load<typeof import('../src/client/features/furniture/furnitureApi')>('../src/client/features/furniture/furnitureApi');
  const { stopSelectionSyncs } = load<typeof import('../src/client/features/furniture/selectionSync')>('../src/client/features/furniture/selectionSync');
  const { default: FilteredResultsPage } = load<typeof import('../src/client/features/furniture/FilteredResultsPage')>('../src/client/features/furniture/FilteredResultsPage');
  const { ALL_CATEGORIES, FURNITURE_PAGE_LIMIT } = load<typeof import('../src/shared/constants')>('../src/shared/constants');

  const categories = ALL_CATEGORIES.slice(0, CATEGORIES_COUNT);
  const furnitures = categories.map((category, c) => ({
    [category]: Array.from({ length: CARDS_PER_CATEGORY }, (_, i) => ({
      _id: `00000000-0000-4000-8000-${String(c * 1000 + i).padStart(12, '0')}`,
      title: `${category} ${i + 1}`,
      details: `Solid wood, hand finished, ${100 + i} cm wide. Assembly included; delivered in 2 to 4 weeks.`,
      imageUrl: [`/media/catalog/${c}-${i}.svg`],
      category,
      style: 'Modern',
      color: 'Oak',
      price: { amount: 19900 + i * 1000, currency: 'EUR' },
      dimensions: { widthCm: 100 + i, depthCm: 50, heightCm: 80 },
    })),
  }));
  const filterData = { roomType: 'Living Room - Large', preferredColor: 'Oak', preferredStyle: 'Modern' };

  const newStore = async () => {
    const store = makeStore(
      {
        auth: { token: fakeToken(), user: 'bench' },
        filter: { filterData, items: [...categories], preferredColor: 'Oak', preferredStyle: 'Modern' },
      },
      // No realtime connection in a bench.
      { createSocket: () => ({ on: () => undefined, emit: () => undefined, disconnect: () => undefined }) },
    );
    const args = { items: [...categories], style: 'Modern', color: 'Oak', limit: FURNITURE_PAGE_LIMIT, count: 1 };
    await store.dispatch(furnitureApi.util.upsertQueryData('getFurnitures', args, { success: true, data: { furnitures, total: CATEGORIES_COUNT * CARDS_PER_CATEGORY } }));
    return store;
  };

  const page = (store: Awaited<ReturnType<typeof newStore>>) =>
    React.createElement(
      Provider,
      { store },
      React.createElement(
        ThemeProvider,
        { theme },
        React.createElement(MemoryRouter, { initialEntries: ['/dashboard/filtered-results'] }, React.createElement(FilteredResultsPage)),
      ),
    );

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
    const t1 = performance.now();
    domElements = container.querySelectorAll('*').length;
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
      renderTimes.push(t1 - t0);
      toggleTimes.push(t3 - t2);
    }
    root.unmount();
    container.remove();
  }
  stopSelectionSyncs();

  console.log(`results page: ${CATEGORIES_COUNT} categories × ${CARDS_PER_CATEGORY} cards (${cards} cards rendered, ${lazyImages} lazy images with width/height)`);
  console.log(`  server render (renderToString): ${(html.length / 1024).toFixed(0)} KB HTML, ${ssrElements} elements, median ${ms(median(ssrTimes))} of ${RUNS}`);
  console.log(`  jsdom client render (createRoot): ${domElements} elements (${(domElements / cards).toFixed(1)} per card), median ${ms(median(renderTimes))} of ${RUNS}`);
  console.log(`  jsdom one Select toggle: median ${ms(median(toggleTimes))} of ${RUNS}; the DOM changed in ${changedCards} of ${cards} cards`);
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
