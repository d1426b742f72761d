import { HttpResponse } from 'msw';
import type { Alternative, FurnitureDto, Money, RecommendedPiece, RecommendedSet } from '../../../src/shared/api';
import { categoriesForRoomType } from '../../../src/shared/constants';
import { pathIdSchema } from '../../../src/shared/schemas/common';
import {
  alternativesQuerySchema,
  alternativesResponseSchema,
  profileResetResponseSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  similarQuerySchema,
  similarResponseSchema,
} from '../../../src/shared/schemas/recommend';
import { catalog } from './catalogHandlers';
import { contractHandler } from './contract';
import { subjectOf } from './tokens';

/** Pieces a room needs several of (API.md: `quantity`); everything else is one. */
export const QUANTITY: Record<string, number> = { 'Dining Chairs': 4 };

/** What the SPA asked the recommendation calls, for tests that check it. */
export const recommend = {
  queries: [] as URLSearchParams[],
  alternativeQueries: [] as URLSearchParams[],
  similarIds: [] as string[],
  /** Users whose taste profile DELETE /user/recommendations/profile reset. */
  resets: [] as string[],
};

export function resetRecommend() {
  recommend.queries = [];
  recommend.alternativeQueries = [];
  recommend.similarIds = [];
  recommend.resets = [];
}

const BREAKDOWN = { style: 1, colour: 0.8, fit: 1, price: 0.9, personal: 0.5, total: 0.85 };
const ok = (data: unknown, message?: string) => HttpResponse.json({ success: true, ...(message && { message }), data });
const fail = (status: number, code: 'unauthorized' | 'validation' | 'not-found', message: string) =>
  HttpResponse.json({ success: false, message, code }, { status });
const userOf = (request: Request) => subjectOf((request.headers.get('authorization') ?? '').replace(/^Bearer /, ''));
const currency = () => catalog.items[0]?.price.currency ?? 'EUR';
const money = (amount: number): Money => ({ amount, currency: currency() });
const quantityOf = (category: string) => QUANTITY[category] ?? 1;
const byId = (id: string) => catalog.items.find((f) => f._id === id);

/** The mock's ranking: the chosen style and colour first, then the style, then cheapest. */
function ranked(category: string, style: string, color: string): FurnitureDto[] {
  const rank = (f: FurnitureDto) => (f.style === style ? 0 : 2) + (f.color === color ? 0 : 1);
  return catalog.items
    .filter((f) => f.category === category)
    .sort((a, b) => rank(a) - rank(b) || a.price.amount - b.price.amount || a._id.localeCompare(b._id));
}

const reasonOf = (f: FurnitureDto, style: string) =>
  f.style === style ? `Same ${style} style in ${f.color}` : `${f.style} sits well next to ${style}`;

function piece(f: FurnitureDto, style: string): RecommendedPiece {
  return {
    category: f.category,
    furniture: f,
    quantity: quantityOf(f.category),
    score: 0.8,
    breakdown: BREAKDOWN,
    reason: reasonOf(f, style),
  };
}

const totalOf = (pieces: { furniture: FurnitureDto; quantity: number }[]) =>
  pieces.reduce((sum, p) => sum + p.furniture.price.amount * p.quantity, 0);

/**
 * Set k takes the k-th best piece of every category: sets are told apart by every piece, best
 * first. Only sets within the budget are answered, up to `sets` of them.
 */
function recommendSets(q: { roomType: string; style: string; color: string; budget?: number; sets: number }) {
  const lists = categoriesForRoomType(q.roomType).map((c) => ranked(c, q.style, q.color));
  const missing = categoriesForRoomType(q.roomType).filter((_, i) => lists[i].length === 0);
  const cheapest = lists.reduce(
    (sum, list) =>
      sum + (list.length ? Math.min(...list.map((f) => f.price.amount)) * quantityOf(list[0].category) : 0),
    0,
  );
  const depth = Math.min(...lists.map((l) => l.length));
  const sets: RecommendedSet[] = [];
  for (let k = 0; k < depth && sets.length < q.sets; k++) {
    const pieces = lists.map((list) => piece(list[k], q.style));
    const total = totalOf(pieces);
    if (q.budget !== undefined && total > q.budget) continue;
    sets.push({
      pieces,
      total: money(total),
      score: 0.9 - k / 10,
      breakdown: BREAKDOWN,
      reason: `Set ${k + 1}: ${q.style} pieces that go with ${q.color}`,
    });
  }
  let message: string | undefined;
  if (missing.length) message = `The catalog has no ${missing.join(', ')} for this room.`;
  else if (!sets.length) message = `No complete room fits a budget of ${q.budget! / 100} ${currency()}.`;
  return { sets, cheapestTotal: money(cheapest), message };
}

export const recommendHandlers = [
  contractHandler(
    'get',
    '/user/recommendations',
    { query: recommendationsQuerySchema, response: recommendationsResponseSchema },
    ({ request, query }) => {
      if (!userOf(request)) return fail(401, 'unauthorized', 'Authentication required');
      recommend.queries.push(new URL(request.url).searchParams);
      const { sets, cheapestTotal, message } = recommendSets(query);
      return ok({ sets, cheapestTotal }, message);
    },
  ),
  contractHandler(
    'get',
    '/user/recommendations/alternatives',
    { query: alternativesQuerySchema, response: alternativesResponseSchema },
    ({ request, query }) => {
      if (!userOf(request)) return fail(401, 'unauthorized', 'Authentication required');
      recommend.alternativeQueries.push(new URL(request.url).searchParams);
      const pieces = query.set.map(byId);
      if (pieces.some((f) => !f)) return fail(400, 'validation', 'set: unknown furniture id');
      const inSet = new Set(query.set);
      const current = pieces.find((f) => f!.category === query.slot);
      if (!current) return fail(400, 'validation', `slot: the set has no ${query.slot}`);
      const quantity = query.set.filter((id) => id === current._id).length;
      const rest = query.set.reduce((sum, id) => sum + byId(id)!.price.amount, 0) - current.price.amount * quantity;
      const alternatives: Alternative[] = ranked(query.slot, query.style, query.color)
        .filter((f) => !inSet.has(f._id))
        .map((f) => ({
          furniture: f,
          score: 0.7,
          reason: `Instead: ${reasonOf(f, query.style)}`,
          total: money(rest + f.price.amount * quantity),
        }))
        .filter((a) => query.budget === undefined || a.total.amount <= query.budget)
        .slice(0, query.limit);
      return ok({ alternatives });
    },
  ),
  contractHandler(
    'get',
    '/user/furniture/:id/similar',
    { params: pathIdSchema, query: similarQuerySchema, response: similarResponseSchema },
    ({ request, params, query }) => {
      if (!userOf(request)) return fail(401, 'unauthorized', 'Authentication required');
      recommend.similarIds.push(params.id);
      const item = byId(params.id);
      if (!item) return fail(404, 'not-found', 'Furniture not found');
      const furnitures = catalog.items
        .filter((f) => f.category === item.category && f._id !== item._id)
        .sort((a, b) => Math.abs(a.price.amount - item.price.amount) - Math.abs(b.price.amount - item.price.amount))
        .slice(0, query.limit);
      return ok({ furnitures });
    },
  ),
  contractHandler(
    'delete',
    '/user/recommendations/profile',
    { response: profileResetResponseSchema },
    ({ request }) => {
      const user = userOf(request);
      if (!user) return fail(401, 'unauthorized', 'Authentication required');
      recommend.resets.push(user);
      return ok({});
    },
  ),
];
