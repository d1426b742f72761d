// Compositor renderer: ms per 1536×1024 PNG for 1, 6 and 12 pieces, on one core.
// Cold = the first render in this process (nothing cached); warm = the same spec again (backdrop and art cached);
// new look = another style and colour each time (backdrop drawn afresh, art cached); new pieces = other items of
// the same categories each time (their art drawn afresh, and the camera's framing checked against the drawn
// picture anew: cameraCheck.ts).
// Then the same warm renders through the render pool (one worker thread, the PNG moved back):
// what a room costs on a thread next to what it costs on the event loop.
// Usage: npx tsx bench/compositor.ts [--runs=40]
import sharp from 'sharp';
import { CATEGORIES as C, type Category } from '../src/shared/constants';
import { renderFurnitureSvg } from '../src/server/catalog/art';
import { SAMPLE_DIMENSIONS } from '../src/server/catalog/art/samples';
import { STYLES } from '../src/server/catalog/styles';
import { createCompositorRenderer } from '../src/server/generation/compositor';
import type { Renderer, RoomPiece, RoomSpec } from '../src/server/generation/renderer';
import { createRenderPool } from '../src/server/generation/renderPool';

sharp.concurrency(1);

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 40);

const MIXES: Record<number, { roomType: string; categories: Category[] }> = {
  1: { roomType: 'Living Room - Small', categories: [C.sofas] },
  6: {
    roomType: 'Living Room - Large',
    categories: [C.sofas, C.coffeeTables, C.tvUnits, C.storageWallUnits, C.armchairs, C.armchairs],
  },
  12: {
    roomType: 'Dining Room',
    categories: [C.diningTables, C.sideboards, ...Array<Category>(8).fill(C.diningChairs), C.bookshelves, C.sideTables],
  },
};

const COLORS = ['Navy', 'Grey', 'White', 'Oak', 'Black', 'Beige', 'Slate', 'Walnut', 'Ivory', 'Blue'];

function spec(n: number, style = 'Scandinavian', color = 'Grey', items = 0): RoomSpec {
  const { roomType, categories } = MIXES[n];
  const pieces: RoomPiece[] = categories.map((category, i) => {
    const dimensions = SAMPLE_DIMENSIONS[category];
    const variant = i + items * categories.length;
    return {
      id: `bench-${n}-${items}-${i}`,
      category,
      title: category,
      style: 'Modern',
      color: 'Oak',
      dimensions,
      image: {
        kind: 'svg',
        svg: renderFurnitureSvg({ category, style: 'Modern', color: i % 2 ? 'Oak' : 'Grey', variant, dimensions }),
      },
    };
  });
  return { roomType, style, color, pieces };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function time(s: RoomSpec, through: Renderer = renderer): Promise<number> {
  const t = performance.now();
  await through.render(s);
  return performance.now() - t;
}

const renderer = createCompositorRenderer();

function line(label: string, xs: number[]): string {
  const total = xs.reduce((a, b) => a + b, 0);
  return `${label.padEnd(28)} p50 ${pct(xs, 50).toFixed(0).padStart(4)} ms   p95 ${pct(xs, 95).toFixed(0).padStart(4)} ms   ${((xs.length * 1000) / total).toFixed(1).padStart(5)} images/s`;
}

async function main(): Promise<void> {
  console.log(`compositor, one libvips thread, ${RUNS} runs each`);
  for (const n of [1, 6, 12]) {
    const cold = await time(spec(n));
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await time(spec(n)));
    const fresh: number[] = [];
    for (let i = 0; i < Math.min(RUNS, STYLES.length * COLORS.length); i++) {
      fresh.push(await time(spec(n, STYLES[i % STYLES.length], COLORS[(i * 7 + n) % COLORS.length])));
    }
    const items: number[] = [];
    for (let i = 1; i <= RUNS; i++) items.push(await time(spec(n, 'Scandinavian', 'Grey', i)));
    console.log(`${String(n).padStart(2)} pieces: cold first render ${cold.toFixed(0)} ms`);
    console.log(line(`   warm (same spec)`, warm));
    console.log(line(`   new look (style, colour)`, fresh));
    console.log(line(`   new pieces (same look)`, items));
  }
  const pool = createRenderPool(1);
  try {
    for (const n of [1, 6, 12]) {
      await time(spec(n), pool.renderer); // starts the thread and fills its caches
      const [onThread, onLoop]: number[][] = [[], []];
      for (let i = 0; i < RUNS; i++) {
        onThread.push(await time(spec(n), pool.renderer));
        onLoop.push(await time(spec(n)));
      }
      console.log(line(`${String(n).padStart(2)} pieces, render pool`, onThread));
      console.log(line(`${String(n).padStart(2)} pieces, event loop`, onLoop));
    }
  } finally {
    await pool.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
