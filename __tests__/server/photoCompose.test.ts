// Drawing into a room photo touches only the part the pieces and shadows reach, and gives the
// same picture as drawing on the whole photo.
import sharp from 'sharp';
import { CATEGORIES as C, type Category } from '../../src/shared/constants';
import { renderFurnitureSvg } from '../../src/server/catalog/art';
import { SAMPLE_DIMENSIONS } from '../../src/server/catalog/art/samples';
import { composePhoto, maskPng, photoJpeg } from '../../src/server/generation/compositor/photo/composePhoto';
import type { RoomPiece, RoomSpec } from '../../src/server/generation/renderer';
import { type KnownCamera, knownOutline, syntheticRoomPhoto } from '../support/server/syntheticPhoto';

jest.setTimeout(60_000);

const CAMERA: KnownCamera = { width: 1600, height: 1200, f: 960, x: 150, h: 150, z: 1000, pitchDeg: 20, yawDeg: -10 };
const CATEGORIES: Category[] = [C.sofas, C.coffeeTables, C.tvUnits, C.armchairs];

const pieces: RoomPiece[] = CATEGORIES.map((category, i) => ({
  id: `compose-${i}`,
  category,
  title: category,
  style: 'Modern',
  color: 'Oak',
  dimensions: SAMPLE_DIMENSIONS[category],
  image: {
    kind: 'svg',
    svg: renderFurnitureSvg({
      category,
      style: 'Modern',
      color: 'Grey',
      variant: i,
      dimensions: SAMPLE_DIMENSIONS[category],
    }),
  },
}));

describe('composing pieces into a room photo', () => {
  let spec: RoomSpec;
  beforeAll(async () => {
    const bytes = await syntheticRoomPhoto(CAMERA, 600, 500);
    spec = {
      roomType: 'Living Room - Large',
      style: 'Modern',
      color: 'Grey',
      pieces,
      photo: { bytes, floor: knownOutline(CAMERA, 600, 500), referenceCm: 600, mask: true },
    };
  });

  const decoded = async (jpeg: Buffer) => (await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })).data;

  it('draws only a region of the photo, and the result equals drawing on the whole photo', async () => {
    const [part, whole] = await Promise.all([
      composePhoto(spec, spec.photo!),
      composePhoto(spec, spec.photo!, undefined, { wholeFrame: true }),
    ]);
    const area = part.region.width * part.region.height;
    expect(area).toBeGreaterThan(0);
    expect(area).toBeLessThan(0.8 * CAMERA.width * CAMERA.height);
    const { left, top, width, height } = part.region;
    const W = CAMERA.width;
    // Inside the region: the same pixels, but for rounding (the camera is shifted by the region's corner).
    let worst = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let c = 0; c < 3; c++) {
          const a = part.drawn.data[(y * width + x) * 4 + c];
          const b = whole.drawn.data[((y + top) * W + x + left) * 4 + c];
          worst = Math.max(worst, Math.abs(a - b));
        }
      }
    }
    expect(worst).toBeLessThanOrEqual(1);
    // Outside it, drawing on the whole photo changed nothing either.
    let changedOutside = 0;
    for (let y = 0; y < CAMERA.height; y++) {
      for (let x = 0; x < W; x++) {
        if (x >= left && x < left + width && y >= top && y < top + height) continue;
        for (let c = 0; c < 3; c++) {
          if (whole.drawn.data[(y * W + x) * 4 + c] !== whole.photo.data[(y * W + x) * 3 + c]) changedOutside++;
        }
      }
    }
    expect(changedOutside).toBe(0);
    const jpeg = await sharp(await photoJpeg(part)).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', W, CAMERA.height]);

    const [maskA, maskB] = await Promise.all([maskPng(part), maskPng(whole)]);
    const [ma, mb] = await Promise.all([
      sharp(maskA).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
      sharp(maskB).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    ]);
    expect([ma.info.width, ma.info.height]).toEqual([CAMERA.width, CAMERA.height]);
    const alpha = (raw: Buffer, channels: number) => Buffer.from(raw.filter((_, i) => i % channels === channels - 1));
    const [aa, ab] = [alpha(ma.data, ma.info.channels), alpha(mb.data, mb.info.channels)];
    expect(aa.length).toBe(ab.length);
    expect(aa.reduce((w, v, i) => Math.max(w, Math.abs(v - ab[i])), 0)).toBeLessThanOrEqual(1);
    // Transparent somewhere (the pieces), opaque elsewhere.
    const alphas = alpha(ma.data, ma.info.channels);
    expect(alphas.includes(0)).toBe(true);
    expect(alphas.includes(255)).toBe(true);
  });

  it('leaves the photo outside the region untouched, and the decoded photo it keeps unchanged', async () => {
    const first = await composePhoto(spec, spec.photo!);
    const before = Buffer.from(first.photo.data);
    const jpeg = await photoJpeg(first);
    const again = await composePhoto(spec, spec.photo!);
    // The same decoded photo is reused, and drawing did not write into it.
    expect(again.photo).toBe(first.photo);
    expect(Buffer.from(again.photo.data).equals(before)).toBe(true);
    const out = await decoded(jpeg);
    const original = await decoded(await sharp(spec.photo!.bytes).jpeg({ quality: 90 }).toBuffer());
    // A row above the region: only JPEG noise between the two encodings.
    const y = Math.max(0, first.region.top - 40);
    let diff = 0;
    for (let x = 0; x < CAMERA.width * 3; x++)
      diff += Math.abs(out[y * CAMERA.width * 3 + x] - original[y * CAMERA.width * 3 + x]);
    expect(diff / (CAMERA.width * 3)).toBeLessThan(3);
  });
});
