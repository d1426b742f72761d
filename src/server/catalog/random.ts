import { createHash } from 'node:crypto';

export type Rng = () => number;

/** mulberry32: small, fast, and the same sequence on every platform for one seed. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator of its own for one key, so an item never depends on the order items are made in. */
export function rngFor(seed: number, key: string): Rng {
  return mulberry32(createHash('sha256').update(`${seed}\0${key}`).digest().readUInt32LE(0));
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));

/** A stable UUID (version 5 layout) for a source key: every node and every run seeds the same ids. */
export function uuidFromKey(key: string): string {
  const h = createHash('sha1').update(`roomwise:furniture:${key}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}
