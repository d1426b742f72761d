/**
 * The floor-plan editor in Chromium: generate a room, drag a piece to free floor with the mouse,
 * turn it with R, drag it onto another piece (refused with the reason, back where it was), render
 * the edited plan, and find the new arrangement saved: the new version's layout and its plan in
 * History → view. The phone width (390 px) is audited on the way.
 */
import type { Page } from 'playwright-core';
import { auditScreen, newContext, problems, watch } from '../support/e2e/browser';
import { chooseFilter, createVerifiedUser, generateRoom, LONG, login, waitForRoomImage } from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';
import { drag, freeSpot, pieceName, projectOf as projectFrom, resultId } from '../support/e2e/planEditor';

jest.setTimeout(10 * 60_000);

const h = useHarness();
const projectOf = (page: Page, id: string) => projectFrom(h.server, page, id);

test('drag, rotate, refuse an overlap, render, and the new arrangement is saved in History', async () => {
  const user = newUser('lena');
  await createVerifiedUser(h.server, h.mail, user);
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const log = watch(page);
  await login(page, h.server.url, user.email, user.password);
  await chooseFilter(page);
  const firstImage = await generateRoom(page);

  const firstId = (await resultId(page))!;
  const first = await projectOf(page, firstId);
  const layout = first.layout;
  expect(layout.placements.length).toBeGreaterThanOrEqual(2);
  const plan = page.getByRole('group', { name: `Floor plan, ${layout.room.widthCm} by ${layout.room.depthCm} cm` });
  await plan.waitFor({ timeout: LONG });
  const titles = layout.placements.map((p) => first.furnitures.find((f) => f._id === p.furnitureId)!.title);
  const [mover, other] = titles;
  const piece = plan.getByRole('button', { name: pieceName(mover) });

  // Drag to free floor: taken, to the centimetre the mouse says (rounded to whole cm).
  const spot = freeSpot(layout, first.furnitures, 0);
  const start = layout.placements[0];
  await drag(page, mover, spot.x - start.xCm, spot.y - start.yCm);
  const moved = (await piece.getAttribute('aria-label'))!;
  expect(await page.getByRole('status').filter({ hasText: 'would' }).count()).toBe(0);
  const [, xCm, yCm] = /, (\d+) cm from the left wall, (\d+) cm from the back wall/.exec(moved)!.map(Number);
  expect(Math.abs(xCm - spot.x)).toBeLessThanOrEqual(3);
  expect(Math.abs(yCm - spot.y)).toBeLessThanOrEqual(3);
  expect(moved).toMatch(/turned 0°$/);

  // R turns it 90° (the spot leaves room for that), with a visible focus ring.
  await piece.focus();
  await page.keyboard.press('r');
  await page.getByRole('button', { name: new RegExp(`${pieceName(mover).source}.*turned 90°$`) }).waitFor();
  const ring = await piece.locator('.focus-ring').evaluate((el) => getComputedStyle(el).stroke);
  expect(ring).toBe('rgb(230, 81, 0)');

  // Onto the other piece: refused with its reason, and the piece is back where it was.
  const target = layout.placements[1];
  await drag(page, mover, target.xCm - xCm, target.yCm - yCm);
  await page
    .getByRole('status')
    .filter({ hasText: `${mover} would overlap ${other}` })
    .waitFor();
  expect(await piece.getAttribute('aria-label')).toBe(moved.replace(/turned 0°$/, 'turned 90°'));

  const phone = await auditScreen(page, 'layout-editor');

  // Render this layout: a new version of the project, drawn with that arrangement.
  await page.getByRole('button', { name: 'Render this layout' }).click();
  await waitForRoomImage(page, firstImage);
  const secondId = (await resultId(page))!;
  expect(secondId).not.toBe(firstId);
  const second = await projectOf(page, secondId);
  expect(second.seriesId).toBe(first.seriesId);
  expect(second.layout.placements[0]).toEqual({ furnitureId: start.furnitureId, xCm, yCm, angleDeg: 90 });
  await page
    .getByRole('button', { name: `${mover}, ${xCm} cm from the left wall, ${yCm} cm from the back wall, turned 90°` })
    .waitFor();

  // History: one entry, two versions; its view shows the new plan.
  await page.goto(`${h.server.url}/dashboard/history`);
  await page.getByText(/^2 versions$/).waitFor({ timeout: LONG });
  await page.goto(`${h.server.url}/dashboard/view/${secondId}`);
  await page
    .getByRole('button', { name: `${mover}, ${xCm} cm from the left wall, ${yCm} cm from the back wall, turned 90°` })
    .waitFor({ timeout: LONG });

  expect(problems([phone])).toEqual([]);
  expect(log.errors).toEqual([]);
  await ctx.close();
});
