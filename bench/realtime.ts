// Socket round trip (issue 6) on one process with embedded defaults, then, with PostgreSQL and
// Redis (issue 8): generations per second with 1, 2 and 4 worker processes, and 1,000
// concurrent authenticated sockets on one API node (memory per socket, time to connect).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createTokenService } from '../src/server/accounts/tokens';
import { systemClock } from '../src/server/clock';
import { users } from '../src/server/db/schema';
import type { FurnituresData, SuccessEnvelope } from '../src/shared/api';
import { categoriesForRoomType } from '../src/shared/constants';
import { Cluster, servicesMissing } from '../__tests__/support/scale/cluster';
import { postgresAnswers, startApp } from './support';

const ROOM = { roomType: 'Living Room - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };
const SCALE_SECRET = 'scale-test-secret-0123456789-0123456789-abcdef';

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

function connect(base: string, token: string): Promise<Socket> {
  const socket = io(`${base}/chatbot2`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const once = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

async function roundTrip() {
  const { app, url, stop } = await startApp();
  const [user] = await app.db
    .insert(users)
    .values({ email: 'rt@example.com', firstname: 'R', lastname: 'T', emailVerified: true })
    .returning();
  const socket = await connect(url, app.tokens.sign(user.id, 0));
  const listing = (
    await app.inject({
      method: 'GET',
      url: `/user/furnitures?${categoriesForRoomType(ROOM.roomType)
        .map((c) => `items=${encodeURIComponent(c)}`)
        .join('&')}&style=${ROOM.preferredStyle}&color=${ROOM.preferredColor}&limit=1`,
      headers: { authorization: `Bearer ${app.tokens.sign(user.id, 0)}` },
    })
  ).json<SuccessEnvelope<FurnituresData>>().data;
  if (!listing) throw new Error('GET /user/furnitures answered without data');
  const ids = listing.furnitures.map((f) => Object.values(f)[0][0]._id);
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    const done = once(socket, 'message:received');
    socket.emit('visualize-room', { ...ROOM, furnitureIds: ids });
    await done;
    if (i > 0) times.push(performance.now() - started); // the first one warms the caches
  }
  console.log(`\n[socket round trip, emit → message:received, ${ids.length} pieces, PGlite, one process]`);
  console.log(
    `  p50 ${pct(times, 50).toFixed(0)} ms   p95 ${pct(times, 95).toFixed(0)} ms   (target < 500 ms; hosted generative peers answer in 10–60 s)`,
  );
  socket.close();
  await stop();
}

async function seedUsers(pg: Client, n: number): Promise<string[]> {
  const { rows } = await pg.query(
    `INSERT INTO users (email, firstname, lastname, email_verified)
     SELECT 'bench' || g || '@example.com', 'Bench', 'User', true FROM generate_series(1, $1) g RETURNING id`,
    [n],
  );
  const tokens = createTokenService(SCALE_SECRET, systemClock);
  return rows.map((r: { id: string }) => tokens.sign(r.id, 0));
}

async function throughput(cluster: Cluster, api: string, tokens: string[], ids: string[], workers: number) {
  while (cluster.nodes.filter((n) => !n.url && n.child.exitCode === null).length < workers)
    await cluster.start('worker');
  const jobs = 24;
  const sockets = await Promise.all(tokens.slice(0, jobs).map((t) => connect(api, t)));
  const started = performance.now();
  await Promise.all(
    sockets.map((s) => {
      const done = once(s, 'message:received');
      s.emit('visualize-room', { ...ROOM, furnitureIds: ids, requestId: `w${workers}` });
      return done;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${workers} worker${workers > 1 ? 's' : ' '}   ${(jobs / seconds).toFixed(2)} rooms/s   (${jobs} rooms in ${seconds.toFixed(1)} s)`,
  );
  for (const s of sockets) s.close();
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

async function scaled() {
  const missing = await servicesMissing();
  if (missing) return console.log(`\n[scale-out] skipped: ${missing}`);
  const cluster = new Cluster();
  await cluster.setUp();
  try {
    const apiNode = await cluster.start('api');
    const api = apiNode.url!;
    const pg = new Client({ connectionString: cluster.databaseUrl });
    await pg.connect();
    const ids: string[] = [];
    for (const category of categoriesForRoomType(ROOM.roomType)) {
      const { rows } = await pg.query<{ id: string }>(
        'SELECT id FROM furniture WHERE category = $1 AND style = $2 AND color = $3 LIMIT 1',
        [category, ROOM.preferredStyle, ROOM.preferredColor],
      );
      ids.push(rows[0].id);
    }
    const tokens = await seedUsers(pg, 1000);
    console.log(
      `\n[scale-out: generations per second, ${ids.length} pieces a room, workers of concurrency 1, ${os.cpus().length} cores]`,
    );
    for (const workers of [1, 2, 4]) await throughput(cluster, api, tokens, ids, workers);
    console.log('  (rendering is CPU-bound: past the core count, more workers only share the same cores)');

    const before = rssKb(apiNode.child.pid!);
    const started = performance.now();
    const sockets: Socket[] = [];
    for (let i = 0; i < tokens.length; i += 100)
      sockets.push(...(await Promise.all(tokens.slice(i, i + 100).map((t) => connect(api, t)))));
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1000));
    const after = rssKb(apiNode.child.pid!);
    console.log(`\n[1,000 concurrent authenticated sockets on one API node]`);
    console.log(
      `  connected in ${ms.toFixed(0)} ms (batches of 100)   node RSS ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MB   ≈ ${((after - before) / sockets.length).toFixed(1)} KB per socket`,
    );
    for (const s of sockets) s.close();
    await pg.end();
  } finally {
    await cluster.tearDown();
  }
}

async function main() {
  await roundTrip();
  if (await postgresAnswers(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test')) await scaled();
  else console.log('\n[scale-out] skipped: PostgreSQL does not answer');
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
