/**
 * The screens a new account meets before it has anything: empty history, an unknown project,
 * results without a filter, a route that does not exist. Audited like the journey's screens
 * (axe, screenshots at 390 and 1440, overflow at 390).
 */
import { auditScreen, newContext, problems, watch, type ScreenReport } from '../support/e2e/browser';
import { createVerifiedUser, LONG, login } from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';

jest.setTimeout(10 * 60_000);

const h = useHarness();

test('empty and not-found screens of a new account', async () => {
  const reports: ScreenReport[] = [];
  const user = newUser('noor');
  await createVerifiedUser(h.server, h.mail, user);
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const log = watch(page);
  await login(page, h.server.url, user.email, user.password);
  const base = h.server.url;

  await page.goto(`${base}/dashboard/history`);
  await page.getByText('No history available.').waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'history-empty'));

  await page.goto(`${base}/dashboard/view/00000000-0000-4000-8000-000000000000`);
  await page.getByText('Entry not found.').waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'view-not-found'));

  // Nothing generated and nothing pending: not an endless 'Generating...', a way to the filter.
  await page.goto(`${base}/dashboard/visualize`);
  await page.getByRole('heading', { name: 'No room yet' }).waitFor({ timeout: LONG });
  expect(await page.getByText('Generating room visualization, please wait...').count()).toBe(0);
  reports.push(await auditScreen(page, 'visualize-empty'));
  await page.getByRole('button', { name: 'Choose a room' }).click();
  await page.waitForURL(/\/dashboard$/);

  await page.goto(`${base}/dashboard/filtered-results`);
  await page.getByRole('link', { name: 'filter page' }).waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'filtered-results-no-filter'));

  // An unknown dashboard path goes to the dashboard; an unknown top-level path is not a blank page.
  await page.goto(`${base}/dashboard/nowhere`);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${base}/nowhere`);
  await page.waitForLoadState('networkidle');
  const text = await page.evaluate(() => document.body.innerText.trim());
  expect(text.length).toBeGreaterThan(0);
  reports.push(await auditScreen(page, 'unknown-route'));

  await ctx.close();
  expect(problems(reports)).toEqual([]);
  expect(log.errors).toEqual([]);
});
