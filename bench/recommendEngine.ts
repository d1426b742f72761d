// Recommendation engine alone (no database, no HTTP): ms per call on the seeded catalog, for random
// filters (room type × style × colour), after selectCandidates has picked the rows candidateQuery asks
// for (the routes fetch those with SQL; that part is not timed here).
// On a shared machine wall time includes waiting for a core; the CPU line is what the call itself costs.
// Usage: npx tsx bench/recommendEngine.ts [--runs=400]
import { COLORS, ROOM_TYPE_NAMES } from '../src/shared/constants';
import { defaultRoomSize } from '../src/shared/rooms';
import { generateSeedCatalog } from '../src/server/catalog/seedCatalog';
import { STYLES } from '../src/server/catalog/styles';
import {
  alternatives,
  candidateQuery,
  recommendSets,
  selectCandidates,
  similar,
  similarQuery,
} from '../src/server/recommend/engine';
import { EMPTY_PROFILE, type FurnitureRow, type RecommendRequest } from '../src/server/recommend/types';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 400);

const rows: FurnitureRow[] = [...generateSeedCatalog()].map((r) => ({
  id: r.id!,
  title: r.title,
  details: r.details,
  category: r.category,
  style: r.style,
  color: r.color,
  priceCents: r.priceCents,
  currency: r.currency ?? 'AUD',
  widthCm: r.widthCm,
  depthCm: r.depthCm,
  heightCm: r.heightCm,
  images: r.images ?? [],
}));

let state = 20260101;
const random = () => {
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state / 4294967296;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

const line = (label: string, xs: number[]) =>
  `${label.padEnd(44)} p50 ${pct(xs, 50).toFixed(2).padStart(6)} ms   p95 ${pct(xs, 95).toFixed(2).padStart(6)} ms   p99 ${pct(xs, 99).toFixed(2).padStart(6)} ms`;

function requestFor(varyRoom: boolean, budget?: number): RecommendRequest {
  const roomType = pick(ROOM_TYPE_NAMES);
  const base = defaultRoomSize(roomType);
  const k = 0.8 + random() * 0.5;
  return {
    roomType,
    style: pick(STYLES),
    color: pick(COLORS),
    budget,
    room: varyRoom ? { widthCm: Math.round(base.widthCm * k), depthCm: Math.round(base.depthCm * k) } : undefined,
    pinned: [],
    excluded: new Set(),
    sets: 3,
  };
}

/** Wall time, and the CPU time this process spent (what the call costs when the machine is shared). */
const cpuTimes: number[] = [];
function time<T>(f: () => T, cpu?: number[]): [T, number] {
  const c = process.cpuUsage();
  const t = performance.now();
  const out = f();
  const wall = performance.now() - t;
  if (cpu) {
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return [out, wall];
}

function main(): void {
  console.log(`recommendation engine on the seeded catalog (${rows.length} items), ${RUNS} random filters each`);
  // Warm the JIT so the figures are those of a running server.
  for (let i = 0; i < 50; i++) {
    const req = requestFor(false);
    recommendSets(req, selectCandidates(rows, candidateQuery(req)), EMPTY_PROFILE);
  }
  const cases: [string, boolean, boolean][] = [
    ['3 sets, usual room', false, false],
    ['3 sets, room 0.8-1.3x the usual', true, false],
    ['3 sets, usual room, budget $1,500-$6,000', false, true],
  ];
  for (const [label, varyRoom, withBudget] of cases) {
    const engine: number[] = [];
    cpuTimes.length = 0;
    const swaps: number[] = [];
    const near: number[] = [];
    let candidates = 0;
    let empty = 0;
    for (let i = 0; i < RUNS; i++) {
      const req = requestFor(varyRoom, withBudget ? Math.round(150_000 + random() * 450_000) : undefined);
      const rowsFor = selectCandidates(rows, candidateQuery(req));
      candidates += rowsFor.length;
      const [result, ms] = time(() => recommendSets(req, rowsFor, EMPTY_PROFILE), cpuTimes);
      engine.push(ms);
      const best = result.sets[0];
      if (!best) {
        empty++;
        continue;
      }
      const set = best.pieces.flatMap((p) => Array.from({ length: p.quantity }, () => p.row));
      swaps.push(time(() => alternatives(req, set, pick(best.pieces).category, rowsFor, EMPTY_PROFILE, 10))[1]);
      const item = pick(best.pieces).row;
      const similarRows = selectCandidates(rows, similarQuery(item));
      near.push(time(() => similar(item, similarRows, 10))[1]);
    }
    console.log(`${label}: ${(candidates / RUNS).toFixed(0)} candidate rows on average, ${empty} without a set`);
    console.log(line('   recommendSets', engine));
    console.log(line('   recommendSets, CPU time of this process', cpuTimes));
    if (swaps.length) console.log(line('   alternatives (limit 10)', swaps));
    if (near.length) console.log(line('   similar (limit 10)', near));
  }
}

main();
