// Feeds the taste profile from what users do; learning is a side effect that must never fail their call.
import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../shared/schemas/common';
import type { Repositories } from '../repositories';
import { PROJECT_WEIGHT, SELECTION_WEIGHT } from './learning';

type Deps = { repos: Pick<Repositories, 'catalog' | 'tasteProfiles'>; log: Pick<FastifyBaseLogger, 'warn'> };

async function record(deps: Deps, userId: string, ids: readonly string[], weight: number, what: string) {
  const known = [...new Set(ids.filter(isUuid))];
  if (!known.length) return;
  try {
    const rows = await deps.repos.catalog.findByIds(known);
    await deps.repos.tasteProfiles.record(userId, rows, weight);
  } catch (err) {
    deps.log.warn({ err, userId }, `taste profile not updated from ${what}`);
  }
}

/** Pieces newly added to the selection (ids that were not in it before). */
export const recordSelection = (deps: Deps, userId: string, previous: readonly string[], next: readonly string[]) => {
  const before = new Set(previous);
  return record(
    deps,
    userId,
    next.filter((id) => !before.has(id)),
    SELECTION_WEIGHT,
    'a selection',
  );
};

/** The pieces of a generated room, once its project is saved. */
export const recordProject = (deps: Deps, userId: string, furnitureIds: readonly string[]) =>
  record(deps, userId, furnitureIds, PROJECT_WEIGHT, 'a generated room');
