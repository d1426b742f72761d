// npm run catalog:import -- feed.csv|feed.json [--feed name]: imports a retailer's feed into the catalog.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createStores } from '../media/createStores';
import { createMediaStorage } from '../plugins/media';
import { createCatalogRepository } from '../repositories/catalog';
import { importFeedFile } from './importFeed';
import { FeedError } from './importParse';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { feed: { type: 'string' } } });
  if (positionals.length !== 1) {
    console.error('Usage: npm run catalog:import -- <feed.csv|feed.json> [--feed <name>]');
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const stores = createStores(config);
  const media = createMediaStorage(stores.media, config.publicUrl);
  try {
    const report = await importFeedFile(positionals[0], {
      catalog: createCatalogRepository(database.db),
      media,
      feed: values.feed,
    });
    for (const bad of report.failed)
      console.error(`line ${bad.line}${bad.sku ? ` (sku ${bad.sku})` : ''}: ${bad.reason}`);
    console.log(
      `${report.rows} rows: ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.failed.length} rejected.`,
    );
    // 2: imported, but some rows were rejected (scripts can tell a partial import from a clean one).
    return report.failed.length ? 2 : 0;
  } finally {
    await Promise.all([database.close(), stores.close()]);
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof FeedError ? err.message : err);
    process.exit(1);
  },
);
