import { HttpResponse } from 'msw';
import type { FurnitureDto } from '../../../src/shared/api';
import { ALL_CATEGORIES, COLORS, ROOM_TYPES } from '../../../src/shared/constants';
import {
  filterResponseSchema,
  furnituresQuerySchema,
  furnituresResponseSchema,
} from '../../../src/shared/schemas/catalog';
import { meResponseSchema, syncBodySchema, syncResponseSchema } from '../../../src/shared/schemas/user';
import { db } from './backend';
import { contractHandler } from './contract';
import { subjectOf } from './tokens';

export const STYLES = ['Modern', 'Scandinavian', 'Industrial'];

const pad = (n: number) => String(n).padStart(12, '0');

/** A furniture object as API.md shapes it; ids look like the server's UUIDs. */
export function makeFurniture(category: string, n: number, over: Partial<FurnitureDto> = {}): FurnitureDto {
  const c = ALL_CATEGORIES.indexOf(category as (typeof ALL_CATEGORIES)[number]);
  return {
    _id: `00000000-0000-4000-8000-${pad(c * 1000 + n)}`,
    title: `${category} ${n}`,
    details: `Details of ${category} ${n}`,
    imageUrl: [`/media/catalog/${c}-${n}.svg`],
    category,
    style: STYLES[n % STYLES.length],
    color: n % 2 ? 'Oak' : 'White',
    price: { amount: 12900 + n * 100, currency: 'EUR' },
    dimensions: { widthCm: 100, depthCm: 50, heightCm: 80 },
    ...over,
  };
}

/** The fake catalog: per category, `perCategory` items cycling through STYLES and Oak/White. */
export const catalog = {
  items: [] as FurnitureDto[],
  /** Saved selection per user id, as PATCH /user/sync leaves it. */
  selections: new Map<string, string[]>(),
  syncBodies: [] as { selectedFurnitures: { _id: string }[] }[],
  furnitureQueries: [] as URLSearchParams[],
};

export function seedCatalog(perCategory = 0) {
  catalog.items = ALL_CATEGORIES.flatMap((c) => Array.from({ length: perCategory }, (_, i) => makeFurniture(c, i + 1)));
  catalog.selections.clear();
  catalog.syncBodies = [];
  catalog.furnitureQueries = [];
}

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const unauthorized = () =>
  HttpResponse.json({ success: false, message: 'Authentication required', code: 'unauthorized' }, { status: 401 });
const userOf = (request: Request) => subjectOf((request.headers.get('authorization') ?? '').replace(/^Bearer /, ''));

export const catalogHandlers = [
  contractHandler('get', '/user/filter', { response: filterResponseSchema }, ({ request }) => {
    if (!userOf(request)) return unauthorized();
    return ok({
      uniqueStyles: STYLES,
      uniqueCategories: [...ALL_CATEGORIES],
      colors: [...COLORS],
      roomTypes: ROOM_TYPES.map((r) => ({ name: r.name, categories: [...r.categories] })),
    });
  }),
  contractHandler(
    'get',
    '/user/furnitures',
    { query: furnituresQuerySchema, response: furnituresResponseSchema },
    ({ request, query }) => {
      if (!userOf(request)) return unauthorized();
      catalog.furnitureQueries.push(new URL(request.url).searchParams);
      const items = [query.items ?? []].flat();
      const { style, color, limit, count: page, sort } = query;
      const match = (f: FurnitureDto) => (!style || f.style === style) && (!color || f.color === color);
      // As the server: by price up or down, ties (and 'recommended') in catalog order.
      const dir = sort === 'price-asc' ? 1 : sort === 'price-desc' ? -1 : 0;
      const ordered = dir ? [...catalog.items].sort((a, b) => dir * (a.price.amount - b.price.amount)) : catalog.items;
      const furnitures = items.map((c) => ({
        [c]: ordered.filter((f) => f.category === c && match(f)).slice((page - 1) * limit, page * limit),
      }));
      const total = catalog.items.filter((f) => items.includes(f.category) && match(f)).length;
      return ok({ furnitures, total });
    },
  ),
  contractHandler(
    'patch',
    '/user/sync',
    { body: syncBodySchema, response: syncResponseSchema },
    ({ request, body }) => {
      const user = userOf(request);
      if (!user) return unauthorized();
      catalog.syncBodies.push(body);
      db.requests.push({ method: 'PATCH', path: '/user/sync', body });
      const ids = [...new Set(body.selectedFurnitures.map((f) => f._id))];
      catalog.selections.set(user, ids);
      return ok({ selectedFurnitureIds: ids });
    },
  ),
  // Answers only for a user with a saved selection; everyone else gets backend.ts's /user/me.
  contractHandler('get', '/user/me', { response: meResponseSchema }, ({ request }) => {
    const id = userOf(request);
    const user = [...db.users.values()].find((u) => u.id === id);
    if (!user || !catalog.selections.has(user.id)) return undefined;
    const { password: _p, verified: _v, ...dto } = user;
    return ok({ user: dto, selectedFurnitureIds: catalog.selections.get(user.id) ?? [] });
  }),
];

/** Fills the catalog (server.ts serves catalogHandlers in every test, with an empty catalog by default). */
export function serveCatalog(perCategory = 6) {
  seedCatalog(perCategory);
}

export const idsOf = (items: { _id: string }[]) => items.map((f) => f._id);
export const inCategory = (category: string) => catalog.items.filter((f) => f.category === category);
