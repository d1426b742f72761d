/**
 * The prerendered login screen in the browser (issue 20.10): it paints before any bundle runs,
 * stays hidden when a session is stored, and the bundles hydrate it (the same DOM nodes, no
 * React error), keeping what was typed before they arrived.
 */
import type { Page, Route } from 'playwright-core';
import { PHONE, watch } from '../support/e2e/browser';
import { createVerifiedUser, LONG } from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';

jest.setTimeout(5 * 60_000);

const h = useHarness();
const BUNDLES = /\/assets\/.*\.js$/;
const heading = (page: Page) => page.getByRole('heading', { name: 'Welcome to Roomwise' });

test('paints the login form with no bundle loaded, and not when a session is stored', async () => {
  const ctx = await h.browser.newContext({ viewport: PHONE });
  await ctx.route(BUNDLES, (route) => route.abort());
  const page = await ctx.newPage();
  const log = watch(page);
  await page.goto(`${h.server.url}/`);
  await heading(page).waitFor();
  for (const name of ['Email', 'Password']) expect(await page.getByLabel(name, { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
  // The shell's inline script ran (its hash is in the CSP), and its styles apply.
  expect(log.cspViolations).toEqual([]);
  const submitBefore = page.url();
  await page.getByRole('button', { name: 'Login' }).click();
  // A native submit would reload / with the fields in the address.
  expect(page.url()).toBe(submitBefore);

  await page.evaluate(() => localStorage.setItem('authToken', 'stored.token.value'));
  await page.reload();
  await page.locator('#root h1').waitFor({ state: 'attached' });
  expect(await heading(page).isVisible()).toBe(false);
  await ctx.close();
});

test('hydrates the prerendered form: same nodes, no errors, typing before hydration kept', async () => {
  const user = newUser('hana');
  await createVerifiedUser(h.server, h.mail, user);
  const ctx = await h.browser.newContext({ viewport: PHONE });
  // Hold the entry bundle back until the prerendered form has been marked and typed into.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await ctx.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  const page = await ctx.newPage();
  const log = watch(page);
  await page.goto(`${h.server.url}/`, { waitUntil: 'commit' });
  await heading(page).waitFor();
  await page.evaluate(() => document.querySelector('#root h1')!.setAttribute('data-mark', 'prerendered'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  release();
  // React owns the form once its handlers are on the node.
  await page.waitForFunction(
    () => Object.keys(document.querySelector('form')!).some((k) => k.startsWith('__reactProps')),
    undefined,
    { timeout: LONG },
  );
  // Hydrated, not rendered afresh: the marked heading is still the one on the page.
  expect(await page.locator('#root h1[data-mark="prerendered"]').count()).toBe(1);
  expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: LONG });
  expect(log.errors).toEqual([]);
  expect(log.cspViolations).toEqual([]);
  expect(log.console.filter((line) => line.startsWith('error:'))).toEqual([]);
  await ctx.close();
});
