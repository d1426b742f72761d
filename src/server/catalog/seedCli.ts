// npm run seed [-- --seed N --items-per-combo N]: adds the generated catalog's missing items.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createCatalogRepository } from '../repositories/catalog';
import { seedCatalog } from './seedInsert';

async function main() {
  const { values } = parseArgs({
    options: { seed: { type: 'string' }, 'items-per-combo': { type: 'string' } },
  });
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const started = Date.now();
    const result = await seedCatalog(createCatalogRepository(database.db), {
      seed: values.seed ? Number(values.seed) : undefined,
      itemsPerCombo: values['items-per-combo'] ? Number(values['items-per-combo']) : undefined,
    });
    console.log(`Seeded ${result.inserted} new catalog items into ${database.dialect} in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
