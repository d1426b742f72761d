// GET /user/me and POST /auth/login over loopback, against a bare Fastify route returning the
// same JSON: the authenticated route should stay within 2x of the bare one; login is meant to
// be dominated by the password hash.
import Fastify from 'fastify';
import { toUserDto } from '../src/server/accounts/users';
import { hashPassword } from '../src/server/accounts/passwords';
import { users } from '../src/server/db/schema';
import { fmt, load, postgresAnswers, startApp } from './support';

async function scratchPostgres(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg');
  const name = `roomwise_bench_${process.pid}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function run(label: string, env: Record<string, string>) {
  const { app, url, stop } = await startApp({ TRUST_PROXY: '1', ...env });
  const password = 'Bench-mark-1';
  const [user] = await app.db
    .insert(users)
    .values({ email: 'bench@example.com', firstname: 'Bench', lastname: 'Mark', passwordHash: await hashPassword(password), emailVerified: true })
    .returning();
  const token = app.tokens.sign(user.id, user.tokenVersion);
  const body = { success: true, data: { user: toUserDto(user, app.media), selectedFurnitureIds: [] as string[] } };

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => body);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const bareResult = await load({ url: `${bareUrl}/bare` });
  const me = await load({ url: `${url}/user/me`, headers: { authorization: `Bearer ${token}` } });
  // Each request comes from another address (TRUST_PROXY is on), so the per-IP login limit,
  // there to slow a script, does not turn this into a benchmark of 429s.
  let n = 0;
  const login = await load({
    url: `${url}/auth/login`,
    connections: 4,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password }),
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` } }),
      },
    ],
  });
  const hashStart = process.hrtime.bigint();
  const hashes = 20;
  for (let i = 0; i < hashes; i++) await hashPassword(password);
  const hashMs = Number(process.hrtime.bigint() - hashStart) / 1e6 / hashes;

  console.log(`\n[auth on ${label}]`);
  console.log(`  bare Fastify route     ${fmt(bareResult)}`);
  console.log(`  GET /user/me           ${fmt(me)}`);
  console.log(`  ratio bare / me        ${(bareResult.rps / me.rps).toFixed(2)}x  (target: within 2x)`);
  console.log(`  POST /auth/login       ${fmt(login)}`);
  console.log(`  one argon2id hash      ${hashMs.toFixed(1)} ms (login p50 ${login.p50} ms: the hash dominates)`);
  await bare.close();
  await stop();
}

export async function main() {
  await run('PGlite', {});
  const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  if (await postgresAnswers(pgUrl)) {
    const scratch = await scratchPostgres(pgUrl);
    try {
      await run('PostgreSQL', { DATABASE_URL: scratch.url });
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('\n[auth on PostgreSQL] skipped: PostgreSQL does not answer');
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
