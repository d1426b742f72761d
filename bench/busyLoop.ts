// Does rendering block the event loop? (issue 18.3) One process (ROLE=all, PGlite): the p99 of
// GET /user/furnitures at a steady rate with nothing else to do, then while ROOMS rooms render
// continuously through the real path (socket → queue → render → save → socket), and the ratio.
// Goal: busy p99 at most 1.5× idle. Run twice: rooms drawn on the render pool (RENDER_THREADS
// default) and on the event loop (RENDER_THREADS=0, as before the pool).
// Usage: npx tsx bench/busyLoop.ts [--rooms=2] [--seconds=10] [--rate=40]
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { users } from '../src/server/db/schema';
import { defaultRenderThreads } from '../src/server/generation/renderThreads';
import { ROOM_TYPES, categoriesForRoomType } from '../src/shared/constants';
import type { FurnituresData, SuccessEnvelope } from '../src/shared/api';
import { load, startApp, type LoadResult } from './support';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROOMS = arg('rooms', 2);
const SECONDS = arg('seconds', 10);
const RATE = arg('rate', 40);
const USERS = 8; // rooms rotate between them: 2 in flight and 30 an hour per user

const ROOM = { roomType: 'Living Room - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };
const CATALOG_ROOM = ROOM_TYPES.find((r) => r.name === 'Living Room - Large')!;

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

function connect(base: string, token: string): Promise<Socket> {
  const socket = io(`${base}/chatbot2`, { auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Emits a room and resolves with the ms until its result arrived. */
function renderOne(socket: Socket, furnitureIds: string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    socket.once('message:received', () => resolve(performance.now() - started));
    socket.once('error', (err: { message: string }) => reject(new Error(err.message)));
    socket.emit('visualize-room', { ...ROOM, furnitureIds, requestId: randomUUID() });
  });
}

async function measure(label: string, threads: string) {
  const { app, url, stop } = await startApp({ RENDER_THREADS: threads, GENERATION_CONCURRENCY: String(ROOMS) });
  try {
    const rows = await app.db
      .insert(users)
      .values(
        Array.from({ length: USERS }, (_, i) => ({
          email: `busy${i}@example.com`,
          firstname: 'Busy',
          lastname: 'Loop',
          emailVerified: true,
        })),
      )
      .returning();
    const tokens = rows.map((u) => app.tokens.sign(u.id, u.tokenVersion));
    const sockets = await Promise.all(tokens.map((t) => connect(url, t)));
    const headers = { authorization: `Bearer ${tokens[0]}` };
    const catalogUrl = `${url}/user/furnitures?${CATALOG_ROOM.categories
      .map((c) => `items=${encodeURIComponent(c)}`)
      .join('&')}&style=Mid-Century&color=Walnut&limit=30`;
    const roomUrl = `/user/furnitures?${categoriesForRoomType(ROOM.roomType)
      .map((c) => `items=${encodeURIComponent(c)}`)
      .join('&')}&style=${ROOM.preferredStyle}&color=${ROOM.preferredColor}&limit=1`;
    const listing = (await app.inject({ method: 'GET', url: roomUrl, headers })).json<SuccessEnvelope<FurnituresData>>()
      .data!;
    const furnitureIds = listing.furnitures.map((f) => Object.values(f)[0][0]._id);

    // Warm: the render threads started and their caches filled, the catalog query planned.
    await Promise.all(sockets.slice(0, ROOMS).map((s) => renderOne(s, furnitureIds)));
    const steady = { url: catalogUrl, headers, duration: SECONDS, workers: 1, connections: 4, overallRate: RATE };
    await load({ ...steady, duration: 2 });

    const idle = await load(steady);

    let running = true;
    let next = ROOMS;
    const latencies: number[] = [];
    const loops = Array.from({ length: ROOMS }, async () => {
      while (running) latencies.push(await renderOne(sockets[next++ % USERS], furnitureIds));
    });
    const busy = await load(steady);
    running = false;
    await Promise.all(loops);

    const line = (name: string, r: LoadResult) =>
      `  ${label} ${name}  p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   ${r.rps.toFixed(0)} req/s` +
      (r.errors || r.non2xx ? `   (errors ${r.errors}, non-2xx ${r.non2xx})` : '');
    console.log(line('idle', idle));
    console.log(line('busy', busy));
    console.log(
      `  ${label} busy/idle p99 ${(busy.p99 / idle.p99).toFixed(2)}×   (goal ≤ 1.5×)   ${latencies.length} rooms rendered, ` +
        `emit → result p50 ${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms`,
    );
    for (const s of sockets) s.close();
  } finally {
    await stop();
  }
}

async function main() {
  console.log(
    `GET /user/furnitures at ${RATE} req/s (4 connections) for ${SECONDS} s, idle and with ${ROOMS} rooms rendering; ` +
      `PGlite, one process, render pool of ${Math.min(defaultRenderThreads(), ROOMS)} thread(s) by default`,
  );
  await measure('pool     ', '');
  await measure('in-thread', '0');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
