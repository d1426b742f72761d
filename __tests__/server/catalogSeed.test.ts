import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { generateSeedCatalog } from '../../src/server/catalog/seedCatalog';
import { seedCatalog } from '../../src/server/catalog/seedInsert';
import { STYLES } from '../../src/server/catalog/styles';
import { loadConfig } from '../../src/server/config';
import { furniture } from '../../src/server/db/schema';
import { createCatalogRepository } from '../../src/server/repositories/catalog';
import { ALL_CATEGORIES, COLORS, ROOM_TYPES } from '../../src/shared/constants';
import { cloneTestDatabase } from '../support/server/templates';
import { TEST_JWT_SECRET } from '../support/server/testApp';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the seed catalog', () => {
  it('is deterministic: the same seed gives the same items and ids', () => {
    const a = [...generateSeedCatalog({ seed: 7 })];
    const b = [...generateSeedCatalog({ seed: 7 })];
    const c = [...generateSeedCatalog({ seed: 8 })];
    expect(b).toEqual(a);
    expect(c.map((r) => r.title)).not.toEqual(a.map((r) => r.title));
    expect(new Set(a.map((r) => r.id)).size).toBe(a.length);
    expect(new Set(a.map((r) => r.sourceKey)).size).toBe(a.length);
  });

  it('reads like a store: plausible titles, prices and sizes per category', () => {
    const items = [...generateSeedCatalog()];
    const byCategory = new Map<string, typeof items>();
    for (const item of items) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const sofas = byCategory.get('Couches, Sofas & Lounges')!;
    const stools = byCategory.get("Kids' Chairs & Stools")!;
    expect(median(sofas.map((s) => s.priceCents))).toBeGreaterThan(100_000);
    expect(median(stools.map((s) => s.priceCents))).toBeLessThan(30_000);
    expect(median(sofas.map((s) => s.widthCm))).toBeGreaterThan(150);
    expect(median(byCategory.get('Wardrobes')!.map((s) => s.heightCm))).toBeGreaterThan(170);
    for (const item of items) {
      expect(item.title).toMatch(/^[A-Z][a-z]+ .+ – .+$/);
      expect(item.details).toContain(`W ${item.widthCm} × D ${item.depthCm} × H ${item.heightCm} cm`);
      expect(item.priceCents % 100 === 0 || item.priceCents % 100 === 95).toBe(true);
    }
  });

  describe.each([['template'], ['fresh']])('in the database (%s)', (mode) => {
    let database: Awaited<ReturnType<typeof cloneTestDatabase>>;
    beforeAll(async () => {
      database = await cloneTestDatabase();
      if (mode === 'fresh') await database.db.delete(furniture);
    });
    afterAll(() => database?.close());

    if (mode === 'fresh') {
      it('seeds once on an empty table even when two nodes start at once', async () => {
        const catalog = createCatalogRepository(database.db);
        const results = await Promise.all([
          seedCatalog(catalog, { onlyIfEmpty: true }),
          seedCatalog(catalog, { onlyIfEmpty: true }),
        ]);
        expect(results.filter((r) => r.seeded)).toHaveLength(1);
        const [{ n }] = await database.db.select({ n: count() }).from(furniture);
        expect(n).toBe([...generateSeedCatalog()].length);
        expect(await seedCatalog(catalog, { onlyIfEmpty: true })).toEqual({ seeded: false, inserted: 0 });
        // npm run seed again only fills what is missing
        expect((await seedCatalog(catalog)).inserted).toBe(0);
      });
    }

    it('has an item for every (room type, color, style) in every category of the room', async () => {
      const found = rowsOf<{ category: string; style: string; color: string; n: number }>(
        await database.db.execute(
          sql`select category, style, color, count(*)::int as n from furniture group by 1, 2, 3`,
        ),
      );
      const have = new Set(found.filter((r) => r.n > 0).map((r) => `${r.category}|${r.style}|${r.color}`));
      const missing: string[] = [];
      let checked = 0;
      for (const room of ROOM_TYPES)
        for (const color of COLORS)
          for (const style of STYLES) {
            checked++;
            for (const category of room.categories)
              if (!have.has(`${category}|${style}|${color}`))
                missing.push(`${room.name}: ${category} ${style} ${color}`);
          }
      expect(checked).toBe(8 * 25 * 12);
      expect(missing).toEqual([]);
      expect(have.size).toBe(ALL_CATEGORIES.length * COLORS.length * STYLES.length);
    });
  });

  it('is seeded by the app on first start when the table is empty', async () => {
    const database = await cloneTestDatabase();
    await database.db.delete(furniture);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-seed-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const [{ n }] = await app.db.select({ n: count() }).from(furniture);
      expect(n).toBeGreaterThanOrEqual(ALL_CATEGORIES.length * COLORS.length * STYLES.length);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
