// The servers bench/auth.ts loads, in a process of their own so the load generator does not
// share their event loop: the real app (with a verified account) and a bare Fastify route that
// returns the same JSON /user/me does. Prints one JSON line with the URLs, then waits for SIGTERM.
import Fastify from 'fastify';
import { toUserDto } from '../src/server/accounts/users';
import { users } from '../src/server/db/schema';
import { BENCH_EMAIL, BENCH_PASSWORD, startApp } from './support';

async function main() {
  const env: Record<string, string> = { TRUST_PROXY: '1' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const { app, url, stop } = await startApp(env);
  const [user] = await app.db
    .insert(users)
    .values({
      email: BENCH_EMAIL,
      firstname: 'Bench',
      lastname: 'Mark',
      passwordHash: await app.passwords.hash(BENCH_PASSWORD),
      emailVerified: true,
    })
    .returning();
  const body = { success: true, data: { user: toUserDto(user, app.media), selectedFurnitureIds: [] as string[] } };
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => body);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const hashes = 20;
  const started = process.hrtime.bigint();
  for (let i = 0; i < hashes; i++) await app.passwords.hash(BENCH_PASSWORD);
  const hashMs = Number(process.hrtime.bigint() - started) / 1e6 / hashes;

  console.log(JSON.stringify({ url, bareUrl, token: app.tokens.sign(user.id, user.tokenVersion), hashMs }));
  process.once('SIGTERM', () => {
    void (async () => {
      await bare.close();
      await stop();
      process.exit(0);
    })();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
