/** Driving the floor-plan editor in Chromium: the project a page shows, free floor, and drags by mouse or touch. */
import type { Page } from 'playwright-core';
import type { FurnitureDto, Layout, ProjectDetail } from '../../../src/shared/api';
import { footprintAt, layoutProblems } from '../../../src/shared/layoutRules';
import { storedToken } from './flows';
import type { AppServer } from './server';

export async function projectOf(server: AppServer, page: Page, id: string): Promise<ProjectDetail> {
  const token = await storedToken(page);
  const { status, json } = await server.api('GET', `/user/project/${id}`, token ?? undefined);
  expect(status).toBe(200);
  return (json.data as { project: ProjectDetail }).project;
}

/** The project the visualize screen shows (the one Regenerate would redo). */
export const resultId = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('roomParams') ?? '{}') as { regenerates?: string }).regenerates);

const sizeOf = (furnitures: FurnitureDto[], id: string) => {
  const f = furnitures.find((x) => x._id === id)!;
  return { widthCm: f.dimensions.widthCm, depthCm: f.dimensions.depthCm };
};

/**
 * A centre for piece `index` where it stands, upright and turned 90°, by the shared rules, at least `minDyCm` from where
 * it is in depth.
 */
export function freeSpot(
  layout: Layout,
  furnitures: FurnitureDto[],
  index: number,
  minDyCm = 0,
): { x: number; y: number } {
  const names = layout.placements.map((_, i) => `piece ${i}`);
  const fits = (x: number, y: number, angle: number) =>
    layoutProblems(
      layout.placements.map((p, i) => ({
        name: names[i],
        footprint:
          i === index
            ? footprintAt(x, y, sizeOf(furnitures, p.furnitureId), angle)
            : footprintAt(p.xCm, p.yCm, sizeOf(furnitures, p.furnitureId), p.angleDeg),
      })),
      layout.room,
    ).every((problem) => !problem.pieces.includes(index));
  const now = layout.placements[index];
  for (let y = 20; y < layout.room.depthCm; y += 10)
    for (let x = 20; x < layout.room.widthCm; x += 10)
      if ((x !== now.xCm || y !== now.yCm) && Math.abs(y - now.yCm) >= minDyCm && fits(x, y, 0) && fits(x, y, 90))
        return { x, y };
  throw new Error('no free floor for the piece');
}

export const pieceName = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`);

/** Where a piece's centre is on screen, and how many cm of the plan a CSS pixel is, the whole plan in view. */
async function grip(page: Page, title: string) {
  const plan = page.getByRole('group', { name: /^Floor plan/ });
  // The pointer acts within the viewport: the whole plan must be on screen (it is at most 75vh high).
  await plan.scrollIntoViewIfNeeded();
  const cmPerPx = await plan.evaluate(
    (svg) => (svg as SVGSVGElement).viewBox.baseVal.width / svg.getBoundingClientRect().width,
  );
  const box = (await plan
    .getByRole('button', { name: pieceName(title) })
    .locator('.footprint')
    .boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, cmPerPx };
}

const STEPS = 8;

/** Drags the piece's centre by (dx, dy) cm with the mouse, in steps as a hand would. */
export async function drag(page: Page, title: string, dxCm: number, dyCm: number): Promise<void> {
  const { x, y, cmPerPx } = await grip(page, title);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dxCm / cmPerPx, y + dyCm / cmPerPx, { steps: STEPS });
  await page.mouse.up();
}

/**
 * Drags the piece's centre by (dx, dy) cm with one finger: real touch events (Chromium turns them into pointer events
 * of type touch, and scrolls the page unless the touch start is cancelled).
 */
export async function touchDrag(page: Page, title: string, dxCm: number, dyCm: number): Promise<void> {
  const { x, y, cmPerPx } = await grip(page, title);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py, id: 1 }],
    });
  await touch('touchStart', x, y);
  for (let i = 1; i <= STEPS; i++)
    await touch('touchMove', x + ((dxCm / cmPerPx) * i) / STEPS, y + ((dyCm / cmPerPx) * i) / STEPS);
  await touch('touchEnd', 0, 0);
  await cdp.detach();
}
