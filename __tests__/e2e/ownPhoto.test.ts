/**
 * Issue 17 in Chromium: upload a photo of "my room" on the filter screen, mark its floor with the
 * mouse and the keyboard, generate, and see the pieces drawn into the photo. The filter screen
 * with the photo being marked is audited (axe at both widths, no horizontal overflow at 390 px).
 */
import sharp from 'sharp';
import { auditScreen, newContext, problems, watch } from '../support/e2e/browser';
import { createVerifiedUser, generateRoom, LONG, login } from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';

jest.setTimeout(10 * 60_000);

const h = useHarness();
const W = 1600;
const H = 1200;

/** A plain room: a pale wall over a darker wooden-looking floor from 55 % of the height down. */
function roomPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="#e8e2d6"/>
    <polygon points="350,660 1250,660 1600,1200 0,1200" fill="#9a7350"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Mean absolute difference of two images over a region, both scaled to 160 × 120 greyscale. */
async function meanDifference(a: Buffer, b: Buffer, region: { x0: number; y0: number; x1: number; y1: number }) {
  const grey = (img: Buffer) => sharp(img).resize(160, 120, { fit: 'fill' }).greyscale().raw().toBuffer();
  const [pa, pb] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  let n = 0;
  for (let y = Math.round(region.y0 * 120); y < Math.round(region.y1 * 120); y++)
    for (let x = Math.round(region.x0 * 160); x < Math.round(region.x1 * 160); x++) {
      sum += Math.abs(pa[y * 160 + x] - pb[y * 160 + x]);
      n++;
    }
  return sum / n;
}

test('upload a room photo, mark the floor, render into it and see the pieces', async () => {
  const user = newUser('rhea');
  await createVerifiedUser(h.server, h.mail, user);
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const log = watch(page);
  await login(page, h.server.url, user.email, user.password);

  await page.getByRole('group', { name: 'Style' }).waitFor({ timeout: LONG });
  await page.getByRole('radio', { name: 'Living Room - Small' }).check();
  await page.getByRole('radio', { name: 'My room' }).check();
  await page.getByText(/^No room photos yet/).waitFor({ timeout: LONG });
  const photo = await roomPhoto();
  await page
    .getByLabel('Choose a room photo')
    .setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: photo });
  const outline = page.getByRole('group', { name: 'Floor outline' });
  await outline.waitFor({ timeout: LONG });
  await page.getByRole('img', { name: 'Your room photo' }).evaluate(
    (img: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        if (img.complete && img.naturalWidth > 0) resolve();
        img.onload = () => resolve();
        img.onerror = () => reject(new Error('the photo did not load'));
      }),
  );

  // Drag each corner onto the drawn floor (the photo's own pixels, however large it is shown).
  const box = (await outline.boundingBox())!;
  const corners: [string, number, number][] = [
    ['Back-left', 350, 660],
    ['Back-right', 1250, 660],
    ['Front-right', 1560, 1150],
    ['Front-left', 40, 1150],
  ];
  for (const [name, x, y] of corners) {
    const handle = (await page.getByRole('button', { name: `${name} corner` }).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + (x / W) * box.width, box.y + (y / H) * box.height, { steps: 4 });
    await page.mouse.up();
  }
  // and nudge one with the keyboard
  await page.getByRole('button', { name: 'Front-right corner' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByText(/^Front-right corner at \d+, \d+$/).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.getByLabel('Back wall length (cm)').fill('420');

  const report = await auditScreen(page, 'filter-my-room');
  expect(problems([report])).toEqual([]);

  await page.getByRole('radio', { name: 'Walnut' }).check();
  await page.getByRole('group', { name: 'Style' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Select Furniture' }).click();
  await page.waitForURL(/\/dashboard\/filtered-results/, { timeout: LONG });
  const src = await generateRoom(page);

  const result = await page.request.get(new URL(src, h.server.url).href);
  expect(result.ok()).toBe(true);
  const rendered = await result.body();
  const meta = await sharp(rendered).metadata();
  // The photo is the backdrop: its proportions, not a drawn room's.
  expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(W / H, 1);
  // The pieces stand on the marked floor; the wall's top corners are left alone.
  expect(await meanDifference(photo, rendered, { x0: 0.1, y0: 0.55, x1: 0.9, y1: 1 })).toBeGreaterThan(4);
  expect(await meanDifference(photo, rendered, { x0: 0, y0: 0, x1: 0.15, y1: 0.15 })).toBeLessThan(6);
  expect(log.errors).toEqual([]);
  await ctx.close();
});
