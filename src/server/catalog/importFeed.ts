// The importer's core: validate a feed's rows, copy their images into media storage, upsert by source key.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../plugins/media';
import type { CatalogRepository } from '../repositories/catalog';
import {
  DEFAULT_IMAGE_LIMITS,
  extensionOf,
  ImageError,
  loadRasterImage,
  resolveImageSource,
  type ImageLimits,
} from './importImages';
import { feedFormatOf, FeedError, parseFeed, type RawFeedRow } from './importParse';
import { checkFeedRow, type ImportItem } from './importRow';

/** Folder of media storage that holds imported product photos. */
export const PRODUCT_MEDIA_FOLDER = 'products';
// Bump when the meaning of a stored row changes, so the next import rewrites every row once.
const IMPORT_VERSION = 1;
const FEED_NAME = /^[a-z0-9][a-z0-9_-]{0,31}$/;

export interface ImportOptions {
  catalog: Pick<CatalogRepository, 'findImported' | 'upsertImported'>;
  media: MediaStorage;
  /** Names the feed in source keys (`<feed>:<sku>`); one retailer keeps one name. */
  feed?: string;
  /** Folder that relative image paths are read from (the feed file's folder). */
  baseDir?: string;
  limits?: Partial<ImageLimits>;
  /** Rows whose images are loaded at the same time. */
  concurrency?: number;
}

export interface BadRow {
  line: number;
  sku?: string;
  reason: string;
}

export interface ImportReport {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  failed: BadRow[];
}

interface Planned {
  line: number;
  item: ImportItem;
  sourceKey: string;
  sources: string[];
  hash: string;
}

const hashOf = (item: ImportItem, sources: string[]) =>
  createHash('sha256')
    .update(JSON.stringify({ v: IMPORT_VERSION, ...item, images: sources }))
    .digest('hex');

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

export async function importFeedRows(rows: RawFeedRow[], options: ImportOptions): Promise<ImportReport> {
  const { catalog, media } = options;
  const feed = options.feed ?? 'feed';
  if (!FEED_NAME.test(feed) || feed === 'seed')
    throw new FeedError(`Invalid feed name "${feed}": lowercase letters, digits, - and _, not "seed"`);
  const baseDir = options.baseDir ?? process.cwd();
  const limits = { ...DEFAULT_IMAGE_LIMITS, ...options.limits };
  const report: ImportReport = { rows: rows.length, inserted: 0, updated: 0, unchanged: 0, failed: [] };

  const planned: Planned[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const check = checkFeedRow(row.fields);
    if (!check.ok) {
      report.failed.push({ line: row.line, sku: check.sku, reason: check.reason });
      continue;
    }
    const { item } = check;
    const seen = firstLine.get(item.sku);
    if (seen !== undefined) {
      report.failed.push({ line: row.line, sku: item.sku, reason: `sku repeats line ${seen}` });
      continue;
    }
    firstLine.set(item.sku, row.line);
    const sources = item.images.map((s) => resolveImageSource(s, baseDir));
    planned.push({ line: row.line, item, sourceKey: `${feed}:${item.sku}`, sources, hash: hashOf(item, sources) });
  }

  const existing = await catalog.findImported(planned.map((p) => p.sourceKey));

  await pool(planned, options.concurrency ?? 4, async (p) => {
    const before = existing.get(p.sourceKey);
    if (before?.contentHash === p.hash) {
      report.unchanged++;
      return;
    }
    // Images whose source is unchanged keep their stored copy; only new sources are loaded.
    const copied: string[] = [];
    const keys: string[] = [];
    try {
      for (const [i, source] of p.sources.entries()) {
        const kept = before?.imageSources?.indexOf(source) ?? -1;
        if (kept >= 0 && before!.images[kept]) {
          keys.push(before!.images[kept]);
          continue;
        }
        let image;
        try {
          image = await loadRasterImage(source, limits);
        } catch (err) {
          if (err instanceof ImageError) throw new ImageError(`image ${i + 1} (${p.item.images[i]}) ${err.message}`);
          throw err;
        }
        const key = await media.save(PRODUCT_MEDIA_FOLDER, extensionOf(image.format), image.bytes);
        copied.push(key);
        keys.push(key);
      }
      const values = {
        title: p.item.title,
        details: p.item.details,
        category: p.item.category,
        style: p.item.style,
        color: p.item.color,
        priceCents: p.item.priceCents,
        currency: p.item.currency,
        widthCm: p.item.widthCm,
        depthCm: p.item.depthCm,
        heightCm: p.item.heightCm,
        images: keys,
        imageSources: p.sources,
        contentHash: p.hash,
      };
      await catalog.upsertImported(p.sourceKey, values, new Date());
    } catch (err) {
      await Promise.all(copied.map((k) => media.remove(k).catch(() => undefined)));
      if (err instanceof ImageError) {
        report.failed.push({ line: p.line, sku: p.item.sku, reason: err.message });
        return;
      }
      throw err;
    }
    if (before) report.updated++;
    else report.inserted++;
    const dropped = (before?.images ?? []).filter((k) => !keys.includes(k) && k.startsWith(`${PRODUCT_MEDIA_FOLDER}/`));
    await Promise.all(dropped.map((k) => media.remove(k).catch(() => undefined)));
  });

  report.failed.sort((a, b) => a.line - b.line);
  return report;
}

/** Imports a .csv or .json feed file; relative image paths are read next to it. */
export async function importFeedFile(file: string, options: ImportOptions): Promise<ImportReport> {
  const format = feedFormatOf(file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new FeedError(
      `The feed ${file} could not be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    );
  }
  return importFeedRows(parseFeed(text, format), { baseDir: path.dirname(path.resolve(file)), ...options });
}
