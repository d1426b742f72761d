// GET /user/me and POST /auth/login over loopback, against a bare Fastify route returning the
// same JSON: the authenticated route should stay within 2x of the bare one; login is meant to
// be dominated by the password hash.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BENCH_EMAIL, BENCH_PASSWORD, fmt, load, postgresAnswers } from './support';

interface Target {
  url: string;
  bareUrl: string;
  token: string;
  hashMs: number;
}

async function withTarget(databaseUrl: string | undefined, run: (target: Target) => Promise<void>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'authTarget.ts')], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
  });
  try {
    await run(JSON.parse(line) as Target);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function measure(label: string, target: Target) {
  const bare = await load({ url: `${target.bareUrl}/bare` });
  const me = await load({ url: `${target.url}/user/me`, headers: { authorization: `Bearer ${target.token}` } });
  // Each request comes from another address (the target trusts X-Forwarded-For), so the per-IP
  // login limit, there to slow a script, does not turn this into a benchmark of 429s.
  let n = 0;
  const login = await load({
    url: `${target.url}/auth/login`,
    connections: 4,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` },
        }),
      },
    ],
  });
  console.log(`\n[auth on ${label}]`);
  console.log(`  bare Fastify route     ${fmt(bare)}`);
  console.log(`  GET /user/me           ${fmt(me)}`);
  console.log(`  ratio bare / me        ${(bare.rps / me.rps).toFixed(2)}x  (target: within 2x)`);
  console.log(`  POST /auth/login       ${fmt(login)}`);
  console.log(`  one argon2id hash      ${target.hashMs.toFixed(1)} ms on an idle loop (login p50 ${login.p50} ms)`);
}

async function main() {
  await withTarget(undefined, (t) => measure('PGlite', t));
  const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  if (!(await postgresAnswers(pgUrl))) {
    console.log('\n[auth on PostgreSQL] skipped: PostgreSQL does not answer');
    return;
  }
  const { Client } = await import('pg');
  const name = `roomwise_bench_${process.pid}`;
  const admin = new Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const scratch = new URL(pgUrl);
  scratch.pathname = `/${name}`;
  try {
    await withTarget(scratch.toString(), (t) => measure('PostgreSQL', t));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
