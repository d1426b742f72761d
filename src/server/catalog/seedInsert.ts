import type { CatalogRepository } from '../repositories/catalog';
import { generateSeedCatalog, type SeedOptions } from './seedCatalog';

export interface SeedResult {
  seeded: boolean;
  inserted: number;
}

/**
 * Seeds the generated catalog, adding the items it lacks. With onlyIfEmpty (first start) nothing
 * happens when the table holds any item. Nodes starting together queue, so only one inserts.
 */
export async function seedCatalog(
  catalog: Pick<CatalogRepository, 'insertSeed'>,
  options: SeedOptions & { onlyIfEmpty?: boolean } = {},
): Promise<SeedResult> {
  return catalog.insertSeed(generateSeedCatalog(options), { onlyIfEmpty: options.onlyIfEmpty });
}
