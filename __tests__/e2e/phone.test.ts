/**
 * The generate journey on a phone (390×844, touch): taps instead of clicks, the menu button for
 * navigation, the row scroll buttons (250 px a step), that a toast leaves the menu button free, and a
 * piece of the floor plan dragged with a finger.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { PHONE, watch } from '../support/e2e/browser';
import { chooseFilter, createVerifiedUser, LONG, login, waitForRoomImage } from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';
import { freeSpot, pieceName, projectOf, resultId, touchDrag } from '../support/e2e/planEditor';

jest.setTimeout(10 * 60_000);

const h = useHarness();

/** What a tap at the centre of the element would hit, if not the element itself. */
async function coveredBy(page: Page, name: string): Promise<string | null> {
  return page.getByRole('button', { name }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && (hit === el || el.contains(hit))
      ? null
      : `${hit?.tagName.toLowerCase()} "${(hit?.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

test('generate on a phone: taps, menu, row scrolling, download', async () => {
  const user = newUser('pia');
  await createVerifiedUser(h.server, h.mail, user);
  const ctx = await h.browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    acceptDownloads: true,
    reducedMotion: 'reduce',
  });
  const page = await ctx.newPage();
  const log = watch(page);
  await login(page, h.server.url, user.email, user.password);

  // The 'Login successful' toast is up for 5 s: it sits under the app bar, not over its menu button.
  await page.getByText('Login successful').waitFor();
  expect(await coveredBy(page, 'Open menu')).toBeNull();

  // The filter form is several screens tall; its action stays in view at the bottom from the start.
  await page.getByRole('group', { name: 'Style' }).waitFor({ timeout: LONG });
  const action = await page.getByRole('button', { name: 'Select Furniture' }).boundingBox();
  const formHeight = await page
    .getByRole('group', { name: 'Style' })
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect(formHeight).toBeGreaterThan(PHONE.height);
  expect(action).not.toBeNull();
  expect(action!.y + action!.height).toBeLessThanOrEqual(PHONE.height);
  expect(action!.y).toBeGreaterThan(PHONE.height / 2);

  await chooseFilter(page);
  const row = page.getByRole('group', { name: 'Storage & Wall Units furniture' });
  await row.waitFor({ timeout: LONG });
  const scrollable = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
  if (scrollable) {
    await page.getByRole('button', { name: 'Scroll Storage & Wall Units right' }).tap();
    await page.waitForFunction(
      (name) => (document.querySelector(`[aria-label="${name}"]`) as HTMLElement).scrollLeft > 0,
      'Storage & Wall Units furniture',
    );
    const left = await row.evaluate((el) => el.scrollLeft);
    const max = await row.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(left).toBe(Math.min(250, max));
    await page.getByRole('button', { name: 'Scroll Storage & Wall Units left' }).tap();
    await page.waitForFunction(
      (name) => (document.querySelector(`[aria-label="${name}"]`) as HTMLElement).scrollLeft === 0,
      'Storage & Wall Units furniture',
    );
  }
  await row
    .getByRole('button', { name: /^Select / })
    .last()
    .tap();
  await page
    .getByRole('group', { name: 'TV Units furniture' })
    .getByRole('button', { name: /^Select / })
    .first()
    .tap();
  await page.getByRole('button', { name: 'View Selected (2)' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Selections' });
  await dialog.waitFor();
  // The dialog fits the phone: Generate Room is on screen without scrolling sideways.
  const box = await dialog.getByRole('button', { name: 'Generate Room' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await dialog.getByRole('button', { name: 'Generate Room' }).tap();
  await page.waitForURL(/\/dashboard\/visualize$/);
  await waitForRoomImage(page, null);

  // The floor plan by touch: a finger drags a piece to free floor, and the page does not scroll under it.
  const project = await projectOf(h.server, page, (await resultId(page))!);
  const start = project.layout.placements[0];
  const mover = project.furnitures.find((f) => f._id === start.furnitureId)!.title;
  const spot = freeSpot(project.layout, project.furnitures, 0, 50);
  const plan = page.getByRole('group', { name: /^Floor plan/ });
  await plan.waitFor({ timeout: LONG });
  await plan.scrollIntoViewIfNeeded();
  const piece = plan.getByRole('button', { name: pieceName(mover) });
  const before = await piece.getAttribute('aria-label');
  const scrolled = await page.evaluate(() => window.scrollY);
  await touchDrag(page, mover, spot.x - start.xCm, spot.y - start.yCm);
  await page.waitForFunction(([el, label]) => el.getAttribute('aria-label') !== label, [
    await piece.elementHandle(),
    before,
  ] as const);
  const [, xCm, yCm] = /, (\d+) cm from the left wall, (\d+) cm from the back wall/
    .exec((await piece.getAttribute('aria-label'))!)!
    .map(Number);
  expect(Math.abs(xCm - spot.x)).toBeLessThanOrEqual(3);
  expect(Math.abs(yCm - spot.y)).toBeLessThanOrEqual(3);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Image' }).tap(),
  ]);
  expect(file.suggestedFilename()).toBe('room-visualization.png');
  expect(
    readFileSync(await file.path())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).tap();
  await page.waitForURL(/\/dashboard\/history$/);
  await page.getByRole('link', { name: 'View more' }).first().tap();
  await page.waitForURL(/\/dashboard\/view\//);
  await page.getByRole('button', { name: 'Download Image' }).waitFor({ timeout: LONG });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await ctx.close();
  expect(log.errors).toEqual([]);
});
