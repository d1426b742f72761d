import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Alternative, RecommendedSet } from '../../shared/api';
import { COLORS, categoriesForRoomType } from '../../shared/constants';
import { isUuid, pathIdSchema } from '../../shared/schemas/common';
import {
  alternativesQuerySchema,
  alternativesResponseSchema,
  profileResetResponseSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  similarQuerySchema,
  similarResponseSchema,
} from '../../shared/schemas/recommend';
import { toFurnitureDto } from '../catalog/dto';
import { createFilterOptions } from '../catalog/filterOptions';
import { badRequest, notFound } from '../errors';
import {
  alternatives,
  candidateQuery,
  recommendSets,
  similar,
  similarQuery,
  type AlternativeResult,
  type SetResult,
} from '../recommend/engine';
import type { FurnitureRow, RecommendRequest } from '../recommend/types';
import { withErrors } from './responses';

const KNOWN_COLORS = new Set<string>(COLORS);
const invalid = (field: string, message: string) => badRequest(`Invalid querystring field "${field}": ${message}`);

interface RoomFilter {
  roomType: string;
  color: string;
  style: string;
  budget?: number;
  widthCm?: number;
  depthCm?: number;
}

export default async function recommendRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);
  const filterOptions = createFilterOptions(app.repos.catalog);
  const furniture = (row: FurnitureRow) => toFurnitureDto(row, app.media);

  /** The filter's colour and style must be the catalog's own (GET /user/filter lists them). */
  async function checkFilter(q: RoomFilter): Promise<void> {
    if (!KNOWN_COLORS.has(q.color)) throw invalid('color', `"${q.color}" is not a catalog colour`);
    const { uniqueStyles } = await filterOptions();
    if (!uniqueStyles.includes(q.style)) throw invalid('style', `"${q.style}" is not a catalog style`);
  }

  /** Rows for ids, in the order given (an id may repeat); an unknown id is a 400 naming it. */
  async function rowsFor(field: string, ids: string[]): Promise<FurnitureRow[]> {
    const found = new Map((await app.repos.catalog.findByIds([...new Set(ids)])).map((r) => [r.id, r]));
    const missing = [...new Set(ids.filter((id) => !found.has(id)))];
    if (missing.length) throw invalid(field, `no furniture with id ${missing.map((id) => `"${id}"`).join(', ')}`);
    return ids.map((id) => found.get(id)!);
  }

  const baseRequest = (q: RoomFilter): Omit<RecommendRequest, 'pinned' | 'excluded' | 'sets'> => ({
    roomType: q.roomType,
    color: q.color,
    style: q.style,
    budget: q.budget,
    room: q.widthCm !== undefined && q.depthCm !== undefined ? { widthCm: q.widthCm, depthCm: q.depthCm } : undefined,
  });

  const setDto = (set: SetResult, currency: string): RecommendedSet => ({
    pieces: set.pieces.map((p) => ({
      category: p.category,
      furniture: furniture(p.row),
      quantity: p.quantity,
      score: p.score,
      breakdown: p.breakdown,
      reason: p.reason,
    })),
    total: { amount: set.totalMinor, currency },
    score: set.score,
    breakdown: set.breakdown,
    reason: set.reason,
  });

  const alternativeDto = (a: AlternativeResult): Alternative => ({
    furniture: furniture(a.row),
    score: a.score,
    reason: a.reason,
    total: { amount: a.totalMinor, currency: a.row.currency },
  });

  app.get(
    '/user/recommendations',
    {
      schema: { querystring: recommendationsQuerySchema, response: withErrors({ 200: recommendationsResponseSchema }) },
    },
    async (request) => {
      const q = request.query;
      await checkFilter(q);
      const pinIds = [...new Set(q.pin)];
      const both = pinIds.filter((id) => q.exclude.includes(id));
      if (both.length) throw invalid('exclude', `"${both[0]}" is also pinned`);
      const [pinned] = await Promise.all([rowsFor('pin', pinIds), rowsFor('exclude', q.exclude)]);
      const categories = categoriesForRoomType(q.roomType) as readonly string[];
      const stray = pinned.find((row) => !categories.includes(row.category));
      if (stray) throw invalid('pin', `"${stray.id}" is ${stray.category}, not a category of ${q.roomType}`);

      const req: RecommendRequest = { ...baseRequest(q), pinned, excluded: new Set(q.exclude), sets: q.sets };
      const [candidates, profile] = await Promise.all([
        app.repos.catalog.candidates(candidateQuery(req)),
        app.repos.tasteProfiles.get(request.user.id),
      ]);
      const result = recommendSets(req, candidates, profile);
      const message = result.sets.length
        ? undefined
        : (result.emptyReason ?? 'No complete set of furniture fits this room and budget.');
      return {
        success: true as const,
        ...(message !== undefined && { message }),
        data: {
          sets: result.sets.map((s) => setDto(s, result.currency)),
          cheapestTotal: { amount: result.cheapestTotalMinor, currency: result.currency },
        },
      };
    },
  );

  app.get(
    '/user/recommendations/alternatives',
    {
      schema: { querystring: alternativesQuerySchema, response: withErrors({ 200: alternativesResponseSchema }) },
    },
    async (request) => {
      const q = request.query;
      await checkFilter(q);
      const categories = categoriesForRoomType(q.roomType) as readonly string[];
      if (!categories.includes(q.slot)) throw invalid('slot', `"${q.slot}" is not a category of ${q.roomType}`);
      const set = await rowsFor('set', q.set);
      if (!set.some((row) => row.category === q.slot))
        throw invalid('slot', `the set has no piece of "${q.slot}" to replace`);

      const req: RecommendRequest = { ...baseRequest(q), pinned: [], excluded: new Set(), sets: 1 };
      const [candidates, profile] = await Promise.all([
        app.repos.catalog.candidates({ ...candidateQuery(req), categories: [q.slot] }),
        app.repos.tasteProfiles.get(request.user.id),
      ]);
      const found = alternatives(req, set, q.slot, candidates, profile, q.limit);
      return { success: true as const, data: { alternatives: found.map(alternativeDto) } };
    },
  );

  app.get(
    '/user/furniture/:id/similar',
    {
      schema: {
        params: pathIdSchema,
        querystring: similarQuerySchema,
        response: withErrors({ 200: similarResponseSchema }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const [item] = isUuid(id) ? await app.repos.catalog.findByIds([id]) : [];
      if (!item) throw notFound('Furniture not found');
      const candidates = await app.repos.catalog.candidates(similarQuery(item));
      const rows = similar(item, candidates, request.query.limit);
      return { success: true as const, data: { furnitures: rows.map(furniture) } };
    },
  );

  app.delete(
    '/user/recommendations/profile',
    { schema: { response: withErrors({ 200: profileResetResponseSchema }) } },
    async (request) => {
      await app.repos.tasteProfiles.reset(request.user.id);
      return { success: true as const, data: {} };
    },
  );
}
