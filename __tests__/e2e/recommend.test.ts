/**
 * The "Recommended for your room" band on the real server and catalog (issue 15, point 11):
 * generate the recommended room in one click, swap a piece and see the total change (with the
 * keyboard), and a budget the answer respects. The band is checked with axe and for horizontal
 * overflow at 390 px like every screen.
 */
import type { Page, Response } from 'playwright-core';
import type { RecommendationsResponse, RecommendedSet } from '../../src/shared/api';
import { auditScreen, newContext, problems, tabTo, watch, type PageLog } from '../support/e2e/browser';
import { chooseFilter, createVerifiedUser, LONG, login, storedToken, waitForRoomImage } from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';

jest.setTimeout(10 * 60_000);

const h = useHarness();
const logs: PageLog[] = [];

const isRecommendations = (r: Response) =>
  new URL(r.url()).pathname === '/user/recommendations' && r.request().method() === 'GET';

const band = (page: Page) => page.getByRole('region', { name: 'Recommended for your room' });
const totalText = async (page: Page) =>
  (
    await band(page)
      .getByText(/^Total /)
      .textContent()
  )?.trim() ?? '';
const cardNames = (page: Page) =>
  band(page)
    .getByRole('group', { name: /^Pieces of set/ })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
const idsOf = (set: RecommendedSet) =>
  set.pieces.flatMap((p) => Array.from({ length: p.quantity }, () => p.furniture._id));
/** "Total A$1,234.50" → 123450 (minor units). */
const minorUnits = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('generate the recommended room in one click, swap a piece, respect a budget', async () => {
  const user = newUser('rex');
  await createVerifiedUser(h.server, h.mail, user);
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  logs.push(watch(page));
  await login(page, h.server.url, user.email, user.password);

  // --- The band shows the best set -------------------------------------------------------------
  const answered = page.waitForResponse(isRecommendations, { timeout: LONG });
  await chooseFilter(page, 'Living Room - Small', 'Walnut');
  const first = (await (await answered).json()) as RecommendationsResponse;
  expect(first.data.sets.length).toBeGreaterThan(0);
  const best = first.data.sets[0];
  await band(page).getByRole('group', { name: 'Pieces of set 1' }).waitFor({ timeout: LONG });
  expect(await cardNames(page)).toEqual(best.pieces.map((p) => `${p.category}: ${p.furniture.title}`));
  expect(minorUnits(await totalText(page))).toBe(best.total.amount);
  // The rows below the band arrive in steps; audit the page once every request has answered.
  await page.waitForLoadState('networkidle');
  const report = await auditScreen(page, 'recommended-band');
  expect(problems([report])).toEqual([]);

  // --- Generate this room: one click, exactly the set's pieces ----------------------------------
  await band(page).getByRole('button', { name: 'Generate this room' }).click();
  await page.waitForURL(/\/dashboard\/visualize$/);
  await waitForRoomImage(page, null);
  const token = await storedToken(page);
  const projects = await h.server.api('GET', '/user/projects', token!);
  const [project] = (projects.json as { data: { projects: { furnitureIds: string[] }[] } }).data.projects;
  expect([...project.furnitureIds].sort()).toEqual(idsOf(best).sort());

  // --- Swap a piece with the keyboard: the card and the total change ----------------------------
  await page.goto(`${h.server.url}/dashboard/filtered-results`);
  await band(page).getByRole('group', { name: 'Pieces of set 1' }).waitFor({ timeout: LONG });
  const before = await totalText(page);
  const slot = best.pieces[0].category;
  await tabTo(page, `Swap ${slot}`, { max: 80 });
  // An alternative may cost the same: swap on until the total moves (each swap shows a new piece).
  const seen = new Set([best.pieces[0].furniture.title]);
  let after = before;
  for (let i = 0; i < 5 && after === before; i++) {
    const swapped = page.waitForResponse((r) => r.url().includes('/user/recommendations/alternatives'));
    await page.keyboard.press('Enter');
    expect((await swapped).status()).toBe(200);
    const card = band(page).getByRole('article', { name: new RegExp(`^${slot.replace(/[^\w]/g, '.')}: `) });
    await page.waitForFunction(
      ({ shown, label }) => {
        const name = [...document.querySelectorAll('article')]
          .map((a) => a.getAttribute('aria-label') ?? '')
          .find((n) => n.startsWith(`${label}: `));
        return name !== undefined && !shown.includes(name.slice(label.length + 2));
      },
      { shown: [...seen], label: slot },
      { timeout: LONG },
    );
    seen.add(((await card.getAttribute('aria-label')) ?? '').slice(slot.length + 2));
    after = await totalText(page);
  }
  expect(after).not.toBe(before);
  expect(await band(page).getByRole('status').textContent()).toContain(after.replace(/^Total /, ''));
  // the focus stayed on the swap button
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Swap ${slot}`);

  // --- A budget below the best set: every set shown fits it, or none does and the band says so --
  const budget = best.total.amount - 100;
  const budgeted = page.waitForResponse(
    (r) => isRecommendations(r) && new URL(r.url()).searchParams.get('budget') === String(budget),
    { timeout: LONG },
  );
  await band(page)
    .getByRole('textbox', { name: 'Budget' })
    .fill(String(budget / 100));
  const answer = (await (await budgeted).json()) as RecommendationsResponse;
  if (answer.data.sets.length === 0) {
    expect(answer.data.cheapestTotal.amount).toBeGreaterThan(budget);
    await band(page)
      .getByText(/^The cheapest complete room is /)
      .waitFor();
    expect(await band(page).getByText(answer.message!).count()).toBe(1);
  } else {
    await band(page).getByRole('group', { name: 'Pieces of set 1' }).waitFor();
    const count = answer.data.sets.length;
    for (let i = 0; i < count; i++) {
      expect(answer.data.sets[i].total.amount).toBeLessThanOrEqual(budget);
      expect(minorUnits(await totalText(page))).toBe(answer.data.sets[i].total.amount);
      if (count > 1) await band(page).getByRole('button', { name: 'Next set' }).click();
    }
  }

  // --- Clearing the budget brings the unbudgeted sets back --------------------------------------
  await band(page).getByRole('button', { name: 'Clear budget' }).click();
  await band(page).getByRole('group', { name: 'Pieces of set 1' }).waitFor();
  expect(minorUnits(await totalText(page))).toBe(best.total.amount);
  await ctx.close();
});

afterAll(() => {
  // Page errors and failed requests of the journey, for the log (the steps above fail on their own).
  const errors = logs.flatMap((l) => l.errors);
  if (errors.length) console.log(`page errors:\n${errors.join('\n')}`);
});
