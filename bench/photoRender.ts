// Rendering into a user's room photo: ms per image for 6 pieces into a 12-megapixel photo (4000×3000 JPEG),
// from the photo's bytes to the finished JPEG (decode, geometry, plan, shadows, pieces, encode), on one core.
// Target (issue 17): p95 under 600 ms. Warm = art cached, as on a render thread after its first room;
// "same photo" = its decoded pixels cached too (regenerate, an edited layout, other pieces); "new photo"
// = a photo this thread has not decoded yet (a first render into it).
// Measured 2026-11-24 on the shared 2-core box at load ≈ 2.5, 20 runs: same photo p50 164 / p95 200 ms,
// with the mask 216 / 273, new photo 220 / 298, cold 390 ms. Before region-only drawing and the
// decoded-photo cache, at the same time: p50 382 / p95 437 ms, mask 432 / 450, cold 631 ms.
// Usage: npx tsx bench/photoRender.ts [--runs=20]
import sharp from 'sharp';
import { CATEGORIES as C, type Category } from '../src/shared/constants';
import { renderFurnitureSvg } from '../src/server/catalog/art';
import { SAMPLE_DIMENSIONS } from '../src/server/catalog/art/samples';
import { createCompositorRenderer } from '../src/server/generation/compositor';
import type { RoomPiece, RoomSpec } from '../src/server/generation/renderer';
import { type KnownCamera, knownOutline, syntheticRoomPhoto } from '../__tests__/support/server/syntheticPhoto';

sharp.concurrency(1);

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 20);
const CAMERA: KnownCamera = { width: 4000, height: 3000, f: 2400, x: 150, h: 150, z: 1000, pitchDeg: 20, yawDeg: -10 };
const CATEGORIES: Category[] = [C.sofas, C.coffeeTables, C.tvUnits, C.storageWallUnits, C.armchairs, C.armchairs];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main(): Promise<void> {
  const photo = await syntheticRoomPhoto(CAMERA, 600, 500);
  const pieces: RoomPiece[] = CATEGORIES.map((category, i) => {
    const dimensions = SAMPLE_DIMENSIONS[category];
    return {
      id: `photo-bench-${i}`,
      category,
      title: category,
      style: 'Modern',
      color: 'Oak',
      dimensions,
      image: {
        kind: 'svg',
        svg: renderFurnitureSvg({ category, style: 'Modern', color: i % 2 ? 'Oak' : 'Grey', variant: i, dimensions }),
      },
    };
  });
  const spec = (mask: boolean): RoomSpec => ({
    roomType: 'Living Room - Large',
    style: 'Modern',
    color: 'Grey',
    pieces,
    photo: { bytes: photo, floor: knownOutline(CAMERA, 600, 500), referenceCm: 600, mask },
  });
  const renderer = createCompositorRenderer();
  const t0 = performance.now();
  await renderer.render(spec(false));
  console.log(`photo render, 6 pieces into ${CAMERA.width}×${CAMERA.height}, one libvips thread, ${RUNS} runs each`);
  console.log(`cold first render ${(performance.now() - t0).toFixed(0)} ms`);
  // Other bytes of the same picture, so that each run decodes a photo it has not seen.
  const fresh = await Promise.all(
    Array.from({ length: RUNS }, (_, i) =>
      sharp(photo)
        .jpeg({ quality: 80 + (i % 15) })
        .withExifMerge({ IFD0: { ImageDescription: `run ${i}` } })
        .toBuffer(),
    ),
  );
  const cases = [
    { label: 'warm, same photo', mask: false, bytes: () => photo },
    { label: 'warm, same, mask', mask: true, bytes: () => photo },
    { label: 'warm, new photo', mask: false, bytes: (i: number) => fresh[i] },
  ];
  for (const { label, mask, bytes } of cases) {
    const xs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = spec(mask);
      s.photo!.bytes = bytes(i);
      const t = performance.now();
      await renderer.render(s);
      xs.push(performance.now() - t);
    }
    console.log(
      `${label.padEnd(18)} p50 ${pct(xs, 50).toFixed(0).padStart(4)} ms   p95 ${pct(xs, 95).toFixed(0).padStart(4)} ms`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
