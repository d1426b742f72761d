import { http, HttpResponse } from 'msw';
import type {
  ErrorCode,
  FurnitureDto,
  ItemTable,
  ProjectDetail,
  ProjectSeriesEntry,
  ProjectSummary,
} from '../../../src/shared/api';
import { pathIdSchema } from '../../../src/shared/schemas/common';
import {
  deleteProjectQuerySchema,
  emptyResponseSchema,
  itemTableResponseSchema,
  projectResponseSchema,
  projectsQuerySchema,
  projectsResponseSchema,
  projectVersionsResponseSchema,
  renameProjectBodySchema,
} from '../../../src/shared/schemas/projects';
import { ADA, url } from './backend';
import { contractHandler } from './contract';
import { server } from './server';
import { subjectOf } from './tokens';

/** Furniture as the catalog sends it; ids look like the server's UUIDs. */
export function furniture(n: number, extra: Partial<FurnitureDto> = {}): FurnitureDto {
  return {
    _id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    title: `Piece ${n}`,
    details: `Details of piece ${n}`,
    imageUrl: [`/media/catalog/f${n}.png`],
    category: 'Coffee Tables',
    style: 'Modern',
    color: 'Oak',
    price: { amount: 10000 * n + 99, currency: 'USD' },
    dimensions: { widthCm: 100, depthCm: 50, heightCm: 40 },
    ...extra,
  };
}

export function itemTableOf(pieces: FurnitureDto[]): ItemTable {
  return {
    items: pieces.map(({ _id, title, category, style, color, price }) => ({
      _id,
      title,
      category,
      style,
      color,
      price,
    })),
    total: { amount: pieces.reduce((sum, p) => sum + p.price.amount, 0), currency: 'USD' },
  };
}

export const projectId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Project n; `seriesOf` makes it a regeneration of project seriesOf (same series, same name). */
export function project(n: number, pieces: FurnitureDto[] = [furniture(n)], seriesOf?: number): ProjectDetail {
  return {
    _id: projectId(n),
    seriesId: projectId(seriesOf ?? n),
    name: `Modern Living Room ${seriesOf ?? n}`,
    generatedImage: `${url('/media/generated/')}room-${n}.png`,
    roomType: 'Living Room - Small',
    preferredColor: 'Oak',
    preferredStyle: 'Modern',
    furnitureIds: pieces.map((p) => p._id),
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    furnitures: pieces,
    layout: layoutOf(pieces),
  };
}

/** Where the server drew the pieces: in rows from the back wall of a 480 × 420 cm room. */
export function layoutOf(pieces: FurnitureDto[]): ProjectDetail['layout'] {
  return {
    room: { widthCm: 480, depthCm: 420 },
    placements: pieces.map((p, i) => ({
      furnitureId: p._id,
      xCm: 60 + (i % 4) * 110,
      yCm: 40 + Math.floor(i / 4) * 110,
      angleDeg: 0,
    })),
  };
}

/** The signed-in user's projects, newest first, as GET /user/projects pages them. */
export const projectDb = {
  projects: [] as ProjectDetail[],
  requests: [] as string[],
  /** Ids whose detail call fails with a 500. */
  brokenDetails: new Set<string>(),
  /** Ids whose rename or delete fails with a 500. */
  brokenWrites: new Set<string>(),
};

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const fail = (status: number, code: ErrorCode, message: string) =>
  HttpResponse.json({ success: false, code, message }, { status });

function owner(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? subjectOf(header.slice(7)) : null;
}

const summary = ({ furnitures: _f, layout: _l, roomPhoto: _p, ...rest }: ProjectDetail): ProjectSummary => rest;

/** One entry per series: its newest version (projects are kept newest first) and the count. */
function seriesEntries(): ProjectSeriesEntry[] {
  const entries = new Map<string, ProjectSeriesEntry>();
  for (const p of projectDb.projects) {
    const entry = entries.get(p.seriesId);
    if (entry) entry.versions++;
    else entries.set(p.seriesId, { ...summary(p), versions: 1 });
  }
  return [...entries.values()];
}

/** Installs the Projects part of API.md and the media files on the MSW server of setup.ts. */
export function useProjectHandlers() {
  projectDb.projects = [];
  projectDb.requests = [];
  projectDb.brokenDetails.clear();
  projectDb.brokenWrites.clear();
  server.use(
    contractHandler(
      'get',
      '/user/projects',
      { query: projectsQuerySchema, response: projectsResponseSchema },
      ({ request, query: { page, limit } }) => {
        projectDb.requests.push(`projects?${new URL(request.url).searchParams.toString()}`);
        if (owner(request) !== ADA.id) return fail(401, 'unauthorized', 'Authentication required');
        const all = seriesEntries();
        const total = all.length;
        return ok({
          projects: all.slice((page - 1) * limit, page * limit),
          page,
          totalPages: Math.max(1, Math.ceil(total / limit)),
          total,
        });
      },
    ),
    contractHandler(
      'get',
      '/user/project/:id/items',
      { params: pathIdSchema, response: itemTableResponseSchema },
      ({ request, params }) => {
        projectDb.requests.push(`items ${params.id}`);
        if (owner(request) !== ADA.id) return fail(401, 'unauthorized', 'Authentication required');
        const found = projectDb.projects.find((p) => p._id === params.id);
        return found ? ok(itemTableOf(found.furnitures)) : fail(404, 'not-found', 'Project not found');
      },
    ),
    contractHandler(
      'get',
      '/user/project/:id',
      { params: pathIdSchema, response: projectResponseSchema },
      ({ request, params }) => {
        projectDb.requests.push(`project ${params.id}`);
        if (owner(request) !== ADA.id) return fail(401, 'unauthorized', 'Authentication required');
        if (projectDb.brokenDetails.has(params.id))
          return fail(500, 'internal', 'Something went wrong on our side. Please try again.');
        const found = projectDb.projects.find((p) => p._id === params.id);
        return found ? ok({ project: found }) : fail(404, 'not-found', 'Project not found');
      },
    ),
    contractHandler(
      'get',
      '/user/project/:id/versions',
      { params: pathIdSchema, response: projectVersionsResponseSchema },
      ({ request, params }) => {
        projectDb.requests.push(`versions ${params.id}`);
        if (owner(request) !== ADA.id) return fail(401, 'unauthorized', 'Authentication required');
        const found = projectDb.projects.find((p) => p._id === params.id);
        if (!found) return fail(404, 'not-found', 'Project not found');
        const versions = projectDb.projects.filter((p) => p.seriesId === found.seriesId).reverse();
        return ok({ versions: versions.map(summary) });
      },
    ),
    contractHandler(
      'patch',
      '/user/project/:id',
      { params: pathIdSchema, body: renameProjectBodySchema, response: projectResponseSchema },
      ({ request, params, body }) => {
        projectDb.requests.push(`rename ${params.id} ${body.name}`);
        if (owner(request) !== ADA.id) return fail(401, 'unauthorized', 'Authentication required');
        if (projectDb.brokenWrites.has(params.id))
          return fail(500, 'internal', 'Something went wrong on our side. Please try again.');
        const found = projectDb.projects.find((p) => p._id === params.id);
        if (!found) return fail(404, 'not-found', 'Project not found');
        for (const p of projectDb.projects) if (p.seriesId === found.seriesId) p.name = body.name;
        return ok({ project: found });
      },
    ),
    contractHandler(
      'delete',
      '/user/project/:id',
      { params: pathIdSchema, query: deleteProjectQuerySchema, response: emptyResponseSchema },
      ({ request, params, query }) => {
        projectDb.requests.push(`delete ${params.id} ${query.scope}`);
        if (owner(request) !== ADA.id) return fail(401, 'unauthorized', 'Authentication required');
        if (projectDb.brokenWrites.has(params.id))
          return fail(500, 'internal', 'Something went wrong on our side. Please try again.');
        const found = projectDb.projects.find((p) => p._id === params.id);
        if (!found) return fail(404, 'not-found', 'Project not found');
        projectDb.projects = projectDb.projects.filter((p) =>
          query.scope === 'series' ? p.seriesId !== found.seriesId : p._id !== found._id,
        );
        return ok({});
      },
    ),
    // Media files are bytes, outside the JSON contract.
    http.get(url('/media/*'), () => new HttpResponse(PNG_BYTES, { headers: { 'content-type': 'image/png' } })),
  );
}
