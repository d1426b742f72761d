import { http, HttpResponse } from 'msw';
import type { ErrorCode, FurnitureDto, ItemTable, ProjectDetail, ProjectSummary } from '../../../src/shared/api';
import { pathIdSchema } from '../../../src/shared/schemas/common';
import {
  itemTableResponseSchema,
  projectResponseSchema,
  projectsQuerySchema,
  projectsResponseSchema,
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

export function project(n: number, pieces: FurnitureDto[] = [furniture(n)]): ProjectDetail {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Modern Living Room ${n}`,
    generatedImage: `${url('/media/generated/')}room-${n}.png`,
    roomType: 'Living Room - Small',
    preferredColor: 'Oak',
    preferredStyle: 'Modern',
    furnitureIds: pieces.map((p) => p._id),
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    furnitures: pieces,
  };
}

/** The signed-in user's projects, newest first, as GET /user/projects pages them. */
export const projectDb = {
  projects: [] as ProjectDetail[],
  requests: [] as string[],
  /** Ids whose detail call fails with a 500. */
  brokenDetails: new Set<string>(),
};

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const fail = (status: number, code: ErrorCode, message: string) =>
  HttpResponse.json({ success: false, code, message }, { status });

function owner(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? subjectOf(header.slice(7)) : null;
}

const summary = ({ furnitures: _f, ...rest }: ProjectDetail): ProjectSummary => rest;

/** Installs the Projects part of API.md and the media files on the MSW server of setup.ts. */
export function useProjectHandlers() {
  projectDb.projects = [];
  projectDb.requests = [];
  projectDb.brokenDetails.clear();
  server.use(
    contractHandler(
      'get',
      '/user/projects',
      { query: projectsQuerySchema, response: projectsResponseSchema },
      ({ request, query: { page, limit } }) => {
        projectDb.requests.push(`projects?${new URL(request.url).searchParams.toString()}`);
        if (owner(request) !== ADA.id) return fail(401, 'unauthorized', 'Authentication required');
        const total = projectDb.projects.length;
        return ok({
          projects: projectDb.projects.slice((page - 1) * limit, page * limit).map(summary),
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
    // Media files are bytes, outside the JSON contract.
    http.get(url('/media/*'), () => new HttpResponse(PNG_BYTES, { headers: { 'content-type': 'image/png' } })),
  );
}
