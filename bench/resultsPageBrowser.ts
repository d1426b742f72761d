/**
 * The results page in Chromium, from the production build in dist/: every request is answered by
 * the bench (API JSON, the built files, one SVG for every product image), so no server runs.
 * Figures: time from navigation to the first cards and to all 630 cards in the DOM, long tasks, layout shift, DOM
 * size, product images actually fetched (lazy loading), and the time of one Select toggle.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Route } from 'playwright-core';
import { ensureClientBuild } from '../__tests__/support/e2e/build';
import { CHROMIUM, launchBrowser } from '../__tests__/support/e2e/browser';
import { benchToken, CARD_COUNT, CATEGORIES, FILTER, furnituresFor, median, ms } from './resultsPageData';

const ORIGIN = 'http://roomwise.bench';
const DIST = path.resolve(__dirname, '../dist');
const RUNS = 3;
const TOGGLES = 10;
const IMAGE = readFileSync(path.resolve(__dirname, '../public/images/furniture-placeholder.svg'));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
  '.css': 'text/css',
  '.png': 'image/png',
};

function answer(route: Route, counts: { images: number }) {
  const url = new URL(route.request().url());
  const json = (data: unknown) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, data }) });
  if (url.pathname === '/config.js')
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__ROOMWISE_CONFIG__={apiUrl:""}' });
  if (url.pathname === '/user/furnitures') return json(furnituresFor(url.searchParams.getAll('items')));
  if (url.pathname === '/user/filter')
    return json({ uniqueStyles: [FILTER.preferredStyle], uniqueCategories: CATEGORIES, colors: [], roomTypes: [] });
  if (url.pathname === '/user/me')
    return json({
      user: { id: 'bench', firstname: 'bench', lastname: 'Bench', email: 'b@example.com', photo: null },
      selectedFurnitureIds: [],
    });
  if (url.pathname === '/user/sync') return json({ selectedFurnitureIds: [] });
  if (url.pathname.startsWith('/media/')) {
    counts.images++;
    return route.fulfill({ contentType: 'image/svg+xml', body: IMAGE });
  }
  if (url.pathname.startsWith('/socket.io') || url.pathname.startsWith('/chatbot2')) return route.abort();
  const file = path.join(DIST, path.normalize(url.pathname));
  if (file.startsWith(DIST) && existsSync(file) && path.extname(file)) {
    return route.fulfill({
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  }
  return route.fulfill({ contentType: 'text/html', body: readFileSync(path.join(DIST, 'index.html')) });
}

interface RunResult {
  firstMs: number;
  cardsMs: number;
  longTasks: number;
  longTaskMs: number;
  cls: number;
  elements: number;
  images: number;
  toggleMs: number;
}

async function run(browser: Browser, cpuSlowdown: number): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const counts = { images: 0 };
  await context.route('**/*', (route) => answer(route, counts));
  await context.addInitScript(
    ({ token, filter, categories }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', JSON.stringify('bench'));
      localStorage.setItem('filterData', JSON.stringify(filter));
      localStorage.setItem('items', JSON.stringify(categories));
      const w = window as unknown as { __bench: { cls: number; longTasks: number[] } };
      w.__bench = { cls: 0, longTasks: [] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.__bench.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__bench.longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    },
    { token: benchToken(), filter: FILTER, categories: CATEGORIES },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${ORIGIN}/dashboard/filtered-results`);
  await page.waitForFunction(() => document.querySelector('main article img'), undefined, {
    polling: 'raf',
    timeout: 120_000,
  });
  const firstMs = await page.evaluate(() => performance.now());
  await page.waitForFunction((n) => document.querySelectorAll('main article').length >= n, CARD_COUNT, {
    polling: 'raf',
    timeout: 120_000,
  });
  const cardsMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500); // late shifts and images of the first screen
  const toggleMs = await page.evaluate(async (toggles) => {
    const times: number[] = [];
    const button = document.querySelector('main article button') as HTMLButtonElement;
    for (let i = 0; i < toggles; i++) {
      const t0 = performance.now();
      button.click(); // a discrete event: React commits before click() returns
      times.push(performance.now() - t0);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  }, TOGGLES);
  const stats = await page.evaluate(() => {
    const b = (window as unknown as { __bench: { cls: number; longTasks: number[] } }).__bench;
    return {
      cls: b.cls,
      longTasks: b.longTasks.length,
      longTaskMs: b.longTasks.reduce((s, d) => s + d, 0),
      elements: document.getElementsByTagName('*').length,
    };
  });
  await context.close();
  return { firstMs, cardsMs, toggleMs, images: counts.images, ...stats };
}

/** Null when there is no Chromium to drive. */
export async function measureInBrowser(): Promise<string[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  ensureClientBuild((line) => console.log(`  ${line}`));
  const browser = await launchBrowser();
  const lines = [`Chromium, production build (dist/), 1440×900, median of ${RUNS} loads:`];
  try {
    for (const slowdown of [1, 4]) {
      const results: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) results.push(await run(browser, slowdown));
      const m = (k: keyof RunResult) => median(results.map((r) => r[k]));
      lines.push(
        `  CPU ${slowdown}×: first cards ${ms(m('firstMs'))}, all ${CARD_COUNT} cards in the DOM ${ms(m('cardsMs'))} after navigation; long tasks ${m('longTasks')} (${ms(m('longTaskMs'))}); ` +
          `layout shift ${m('cls').toFixed(3)}; ${m('elements')} elements; ${m('images')} of ${CARD_COUNT} product images fetched; one Select toggle ${ms(m('toggleMs'))}`,
      );
    }
  } finally {
    await browser.close();
  }
  return lines;
}
