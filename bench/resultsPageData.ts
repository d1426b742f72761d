import type { FurnituresData } from '../src/shared/api';
import { ALL_CATEGORIES } from '../src/shared/constants';

/** The largest results page: every category (21) with a full page of 30 cards. */
export const CATEGORIES = [...ALL_CATEGORIES];
export const CARDS_PER_CATEGORY = 30;
export const CARD_COUNT = CATEGORIES.length * CARDS_PER_CATEGORY;
export const FILTER = { roomType: 'Living Room - Large', preferredColor: 'Oak', preferredStyle: 'Modern' };

/** GET /user/furnitures' data for the given categories, 30 plausible items each. */
export function furnituresFor(categories: readonly string[] = CATEGORIES): FurnituresData {
  const furnitures = categories.map((category, c) => ({
    [category]: Array.from({ length: CARDS_PER_CATEGORY }, (_, i) => ({
      _id: `00000000-0000-4000-8000-${String(c * 1000 + i).padStart(12, '0')}`,
      title: `${category} ${i + 1}`,
      details: `Solid wood, hand finished, ${100 + i} cm wide. Assembly included; delivered in 2 to 4 weeks.`,
      imageUrl: [`/media/catalog/${c}-${i}.svg`],
      category,
      style: FILTER.preferredStyle,
      color: FILTER.preferredColor,
      price: { amount: 19900 + i * 1000, currency: 'EUR' },
      dimensions: { widthCm: 100 + i, depthCm: 50, heightCm: 80 },
    })),
  }));
  return { furnitures, total: categories.length * CARDS_PER_CATEGORY };
}

/** A JWT-shaped token the SPA accepts (it reads only exp). */
export function benchToken(): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'bench', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const ms = (x: number) => `${x.toFixed(1)} ms`;
