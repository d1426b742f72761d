// Two API nodes and generation workers as separate processes on PostgreSQL and Redis.
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import type { Socket } from 'socket.io-client';
import { createPasswordHasher } from '../../src/server/accounts/passwords';
import type { VisualizationMessage } from '../../src/shared/api';
import { categoriesForRoomType } from '../../src/shared/constants';
import { QUEUE_NAME } from '../../src/server/generation/bullQueue';
import { describeIf } from '../support/describeIf';
import { Cluster, LOCK_MS, REDIS_URL, scaleServicesMissing } from '../support/scale/cluster';
import { connect, emitWithAck, next } from '../support/server/sockets';

jest.setTimeout(180_000);

type Ack = { success: boolean; data?: { jobId: string }; code?: string };
const ROOM = { roomType: 'Living Room - Small', preferredColor: 'Walnut', preferredStyle: 'Mid-Century' };

let cluster: Cluster;
let pg: Client;
let a: string;
let b: string;
let furnitureIds: string[];
const sockets: Socket[] = [];

async function signIn(base: string, email: string): Promise<string> {
  await pg.query(
    'INSERT INTO users (email, firstname, lastname, password_hash, email_verified) VALUES ($1, $2, $3, $4, true)',
    [email, 'Scale', 'Test', await createPasswordHasher().hash('Scale-out-1')],
  );
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Scale-out-1' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function open(base: string, token: string) {
  const socket = await connect(base, token);
  sockets.push(socket);
  return socket;
}

const projectCount = async (userEmail: string) =>
  Number(
    (await pg.query('SELECT count(*) FROM projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [userEmail]))
      .rows[0].count,
  );

/** A user's job, emitted through node B, that a worker has started to render. */
async function renderingOnWorker(email: string) {
  const socket = await open(b, await signIn(a, email));
  const messages = hear<{ message: VisualizationMessage }>(socket, 'message:received');
  const [worker] = liveWorkers();
  const rendering = new Promise<void>((resolve) =>
    socket.on('generation:progress', (p: { stage: string }) => p.stage === 'rendering' && resolve()),
  );
  const ack = await emitWithAck<Ack>(socket, 'visualize-room', { ...ROOM, furnitureIds });
  expect(ack.success).toBe(true);
  await rendering;
  return { socket, messages, worker, jobId: ack.data!.jobId };
}

const liveWorkers = () =>
  cluster.nodes.filter((n) => !n.url && n.child.exitCode === null && n.child.signalCode === null);

/** Collects every event of that name the socket hears; heardAll(n) resolves once it has heard n. */
function hear<T>(socket: Socket, event: string) {
  const heard: T[] = [];
  let waiting: { n: number; resolve: () => void }[] = [];
  socket.on(event, (payload: T) => {
    heard.push(payload);
    waiting = waiting.filter((w) => (heard.length >= w.n ? (w.resolve(), false) : true));
  });
  const heardAll = (n: number) =>
    new Promise<void>((resolve) => (heard.length >= n ? resolve() : waiting.push({ n, resolve })));
  return Object.assign(heard, { heardAll });
}

/** Resolves when BullMQ has marked the job finished: no worker runs it again after that. */
async function finished(jobId: string) {
  const connections = [0, 1].map(() => new Redis(REDIS_URL, { maxRetriesPerRequest: null }));
  const queue = new Queue(QUEUE_NAME, { connection: connections[0] });
  const events = new QueueEvents(QUEUE_NAME, { connection: connections[1] });
  try {
    await events.waitUntilReady();
    const job = await queue.getJob(jobId);
    if (!job) throw new Error(`no job ${jobId} in the queue`);
    await job.waitUntilFinished(events);
  } finally {
    await Promise.all([events.close(), queue.close()]);
    for (const c of connections) c.disconnect();
  }
}

// Declared skipped, not run and passed, when the globalSetup found PostgreSQL or Redis missing.
describeIf(scaleServicesMissing())('scale-out on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    cluster = new Cluster();
    await cluster.setUp();
    // The first node migrates and seeds the database; the second API node and the worker then start together.
    a = (await cluster.start('api')).url!;
    const [nodeB] = await Promise.all([cluster.start('api'), cluster.start('worker')]);
    b = nodeB.url!;
    pg = new Client({ connectionString: cluster.databaseUrl });
    await pg.connect();
    furnitureIds = [];
    for (const category of categoriesForRoomType(ROOM.roomType)) {
      const { rows } = await pg.query(
        'SELECT id FROM furniture WHERE category = $1 AND style = $2 AND color = $3 ORDER BY id LIMIT 1',
        [category, ROOM.preferredStyle, ROOM.preferredColor],
      );
      furnitureIds.push(rows[0].id);
    }
  });

  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });

  afterAll(async () => {
    await pg.end();
    await cluster.tearDown();
  });

  it('a job emitted on node A is rendered by the worker and reaches the user on A and on B', async () => {
    const token = await signIn(a, 'fanout@example.com');
    const [onA, onB] = [await open(a, token), await open(b, token)];
    const both = Promise.all([
      next<{ message: VisualizationMessage }>(onA, 'message:received', 60_000),
      next(onB, 'message:received', 60_000),
    ]);
    const ack = await emitWithAck<Ack>(onA, 'visualize-room', { ...ROOM, furnitureIds });
    expect(ack.success).toBe(true);
    const [fromA, fromB] = (await both) as { message: VisualizationMessage }[];
    expect(fromA).toEqual(fromB);
    const image = await fetch(`${b}${new URL(fromA.message.generatedImage).pathname}`);
    expect(image.status).toBe(200);
    expect(await projectCount('fanout@example.com')).toBe(1);
  });

  it('the in-flight quota holds across nodes', async () => {
    const token = await signIn(a, 'quota@example.com');
    const [onA, onB] = [await open(a, token), await open(b, token)];
    // Three at once, from two nodes: exactly two get a slot.
    const acks = await Promise.all([
      emitWithAck<Ack>(onA, 'visualize-room', { ...ROOM, furnitureIds }),
      emitWithAck<Ack>(onB, 'visualize-room', { ...ROOM, furnitureIds }),
      emitWithAck<Ack>(onA, 'visualize-room', { ...ROOM, furnitureIds }),
    ]);
    expect(acks.filter((x) => x.success)).toHaveLength(2);
    expect(acks.find((x) => !x.success)).toMatchObject({ success: false, code: 'rate-limited' });
    await hear(onB, 'message:received').heardAll(2);
  });

  /** Resolves with the reason of the socket's next disconnect; never by waiting a fixed time. */
  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  /** The old token is refused over HTTP and for a new socket, on both nodes. */
  async function expectRevoked(token: string) {
    for (const base of [a, b]) {
      const me = await fetch(`${base}/user/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(401);
      await expect(connect(base, token)).rejects.toMatchObject({ data: { code: 'invalid-token' } });
    }
  }

  it('a password change through node B closes the socket the user has open on node A', async () => {
    const token = await signIn(a, 'password-across@example.com');
    const onA = await open(a, token);
    const closed = disconnected(onA);
    const res = await fetch(`${b}/user/me/password/update`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: 'Scale-out-1', password: 'Scale-out-2' }),
    });
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expectRevoked(token);
  });

  it("a sign-out through node A closes the user's sockets on both nodes", async () => {
    const token = await signIn(a, 'logout-across@example.com');
    const [onA, onB] = [await open(a, token), await open(b, token)];
    const closed = Promise.all([disconnected(onA), disconnected(onB)]);
    const res = await fetch(`${a}/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    await expectRevoked(token);
  });

  it('a worker killed mid-job: a new worker runs it, one project, one message', async () => {
    const { socket, messages, worker, jobId } = await renderingOnWorker('stalled@example.com');
    worker.child.kill('SIGKILL');
    await worker.exited;
    await cluster.start('worker');
    await messages.heardAll(1);
    // Once BullMQ has the job finished nothing runs it again; and the new worker publishes in
    // order on one Redis connection, so a second delivery of it would arrive before the result of
    // a room asked for after that.
    await finished(jobId);
    expect((await emitWithAck<Ack>(socket, 'visualize-room', { ...ROOM, furnitureIds })).success).toBe(true);
    await messages.heardAll(2);
    expect(messages).toHaveLength(2);
    expect(messages[0].message.projectId).not.toBe(messages[1].message.projectId);
    expect(await projectCount('stalled@example.com')).toBe(2);
  });

  it("a killed worker's job runs again on the other worker within 1.5 × GENERATION_LOCK_MS", async () => {
    while (liveWorkers().length < 2) await cluster.start('worker');
    const connections = [0, 1].map(() => new Redis(REDIS_URL, { maxRetriesPerRequest: null }));
    const queue = new Queue(QUEUE_NAME, { connection: connections[0] });
    const events = new QueueEvents(QUEUE_NAME, { connection: connections[1] });
    await events.waitUntilReady();
    const delays: number[] = [];
    try {
      for (const round of [1, 2, 3]) {
        // Two workers, so the survivor is already running when the lock runs out; one is left after.
        while (liveWorkers().length < 2) await cluster.start('worker');
        const { messages, jobId } = await renderingOnWorker(`rerun-${round}@example.com`);
        const activeAgain = new Promise<number>((resolve) => {
          const onActive = ({ jobId: id }: { jobId: string }) => {
            if (id !== jobId) return;
            events.off('active', onActive);
            resolve(Date.now());
          };
          events.on('active', onActive);
        });
        const owner = (await queue.getJob(jobId))!.processedBy;
        // BullMQ stores the worker's name, `host:pid`, on the job it runs.
        const node = liveWorkers().find((n) => owner?.endsWith(`:${n.child.pid}`))!;
        const killedAt = Date.now();
        node.child.kill('SIGKILL');
        await node.exited;
        delays.push((await activeAgain) - killedAt);
        await messages.heardAll(1);
      }
    } finally {
      await Promise.all([events.close(), queue.close()]);
      for (const c of connections) c.disconnect();
    }
    console.log(`re-run after a worker's death: ${delays.map((d) => (d / LOCK_MS).toFixed(2)).join(', ')} × the lock`);
    for (const delay of delays) expect(delay).toBeLessThan(1.5 * LOCK_MS);
  });

  it('SIGTERM on a worker mid-job: it finishes the job before it exits', async () => {
    const { messages, worker } = await renderingOnWorker('worker-drain@example.com');
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    // It published the result before it exited; no worker is left to send another.
    await messages.heardAll(1);
    expect(liveWorkers()).toHaveLength(0);
    expect(messages).toHaveLength(1);
    expect(await projectCount('worker-drain@example.com')).toBe(1);
    await cluster.start('worker');
  });

  it('SIGTERM on a node with sockets drains it without losing the result', async () => {
    const token = await signIn(a, 'drain@example.com');
    const nodeA = cluster.nodes.find((n) => n.url === a)!;
    const [onA, onB] = [await open(a, token), await open(b, token)];
    const result = next<{ message: VisualizationMessage }>(onB, 'message:received', 60_000);
    const disconnected = new Promise((resolve) => onA.once('disconnect', resolve));
    expect((await emitWithAck<Ack>(onA, 'visualize-room', { ...ROOM, furnitureIds })).success).toBe(true);
    nodeA.child.kill('SIGTERM');
    expect(await nodeA.exited).toBe(0);
    await disconnected;
    const { message } = await result;
    expect(onB.connected).toBe(true);
    expect(message.projectId).toEqual(expect.any(String));
    expect(await projectCount('drain@example.com')).toBe(1);
  });
});
