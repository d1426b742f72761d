import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** Every query goes through these. */
    repos: Repositories;
  }
}

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Tests: an already open database (a clone of a migrated template) that this app then owns. */
  database?: Database;
}

async function dbPlugin(app: FastifyInstance, opts: DbPluginOptions) {
  const database =
    opts.database ??
    (await openDatabase({ databaseUrl: opts.databaseUrl, pgliteDir: path.join(opts.dataDir, 'pglite') }));
  app.log.info({ dialect: database.dialect }, 'database ready');
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('repos', createRepositories(database.db));
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export default fp(dbPlugin, { name: 'db' });
