import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';

/** Where the document is checked in, from the package root (`npm run openapi` writes it). */
export const OPENAPI_FILE = 'docs/openapi.json';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, sortKeys(object[key])]),
  );
}

/** The document as it is checked in: keys sorted at every level, so a change shows as a small diff. */
export const stableJson = (document: unknown): string => `${JSON.stringify(sortKeys(document), null, 2)}\n`;

/**
 * The app's OpenAPI document, from an app built on the embedded defaults in a temporary
 * DATA_DIR (whatever the caller's environment says). Tests hand it a database of their own.
 */
export async function generateOpenApiDocument(options: { database?: Database } = {}): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: options.database, logger: false });
    try {
      await app.ready();
      return stableJson(app.swagger());
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
