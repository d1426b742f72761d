// Catalogs for the recommendation engine's tests: the seeded one in memory, and generated ones for
// property tests.
import fc from 'fast-check';
import { ALL_CATEGORIES, COLORS, ROOM_TYPE_NAMES, categoriesForRoomType } from '../../../src/shared/constants';
import { generateSeedCatalog } from '../../../src/server/catalog/seedCatalog';
import { STYLES } from '../../../src/server/catalog/styles';
import { planInRoom } from '../../../src/server/generation/compositor/planner';
import { defaultRoomSize } from '../../../src/shared/rooms';
import type { SetResult } from '../../../src/server/recommend/engine';
import type { FurnitureRow, RecommendRequest, RoomSize } from '../../../src/server/recommend/types';

let seed: FurnitureRow[] | undefined;

/** The seed catalog as the repository would return its rows. */
export function seedRows(): FurnitureRow[] {
  seed ??= [...generateSeedCatalog()].map((r) => ({
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
  return seed;
}

export function request(over: Partial<RecommendRequest> & Pick<RecommendRequest, 'roomType'>): RecommendRequest {
  return { color: 'Grey', style: 'Modern', pinned: [], excluded: new Set(), sets: 3, ...over };
}

/** Styles of generated catalogs: the named ones and an imported one the affinity table does not know. */
export const GEN_STYLES = [...STYLES, 'Wabi-Sabi'];

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** A UUID-shaped id from a number (the engine breaks ties by id as strings). */
export const genId = (n: number) =>
  `00000000-0000-4000-8000-${hex(n >> 16)}${hex((n >> 8) & 255)}${hex(n & 255)}000000`;

const rowArb = (category: string) =>
  fc.record({
    style: fc.constantFrom(...GEN_STYLES),
    color: fc.constantFrom(...COLORS),
    priceCents: fc.integer({ min: 1_000, max: 400_000 }),
    widthCm: fc.integer({ min: 30, max: 260 }),
    depthCm: fc.integer({ min: 25, max: 120 }),
    heightCm: fc.integer({ min: 30, max: 220 }),
    category: fc.constant(category),
  });

/** Rows across the room type's categories (1..6 each) and a few other categories. */
export function catalogArb(roomType: string): fc.Arbitrary<FurnitureRow[]> {
  const needed = categoriesForRoomType(roomType);
  const others = ALL_CATEGORIES.filter((c) => !needed.includes(c));
  return fc
    .tuple(
      ...needed.map((c) => fc.array(rowArb(c), { minLength: 1, maxLength: 6 })),
      fc.array(fc.constantFrom(...others).chain(rowArb), { maxLength: 4 }),
    )
    .map((groups) =>
      groups.flat().map((r, i) => ({
        ...r,
        id: genId(i + 1),
        title: `${r.style} ${r.category} ${i + 1}`,
        details: '',
        currency: 'AUD',
        images: [],
      })),
    );
}

export const roomTypeArb = fc.constantFrom(...ROOM_TYPE_NAMES);

/** Rooms from tight to generous around the room type's usual one. */
export const roomArb = (roomType: string): fc.Arbitrary<RoomSize | undefined> => {
  const base = defaultRoomSize(roomType);
  return fc.option(
    fc.record({
      widthCm: fc.integer({ min: Math.round(base.widthCm * 0.7), max: Math.round(base.widthCm * 1.4) }),
      depthCm: fc.integer({ min: Math.round(base.depthCm * 0.7), max: Math.round(base.depthCm * 1.4) }),
    }),
    { nil: undefined },
  );
};

/** Whether the renderer's planner places every piece of the set (each count) in the room as it is. */
export function plansIn(roomType: string, room: RoomSize, set: SetResult): boolean {
  const pieces = set.pieces.flatMap((p) =>
    Array.from({ length: p.quantity }, () => ({
      id: p.row.id,
      category: p.category,
      dimensions: { widthCm: p.row.widthCm, depthCm: p.row.depthCm, heightCm: p.row.heightCm },
    })),
  );
  const { heightCm } = defaultRoomSize(roomType);
  return (
    planInRoom(roomType, pieces, { width: room.widthCm, depth: room.depthCm, height: heightCm }, 'first') !== undefined
  );
}

/** A set as the routes hand it back: an id repeated for its count. */
export const flatSet = (set: SetResult): FurnitureRow[] =>
  set.pieces.flatMap((p) => Array.from({ length: p.quantity }, () => p.row));

/** A small deterministic generator for sampling filters (mulberry32). */
export function rng(seedValue: number): () => number {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
