// Repository functions with rules of their own; the plain reads and writes are covered through the routes.
import { createRepositories, type Repositories } from '../../src/server/repositories';
import { cloneTestDatabase } from '../support/server/templates';
import { uniqueEmail } from '../support/server/accounts';

const HOUR = 60 * 60 * 1000;
const WINDOW = 24 * HOUR;

describe('repositories', () => {
  let database: Awaited<ReturnType<typeof cloneTestDatabase>>;
  let repos: Repositories;
  beforeAll(async () => {
    database = await cloneTestDatabase();
    repos = createRepositories(database.db);
  });
  afterAll(() => database?.close());

  const newUser = () => repos.users.create({ email: uniqueEmail('repo'), firstname: 'Ada', lastname: 'Lovelace' });

  describe('users.countCodeFailure', () => {
    it('counts failures in a fixed window that the first failure after it restarts', async () => {
      const { id } = await newUser();
      const t0 = Date.parse('2026-03-01T10:00:00.000Z');
      const state = async () => {
        const user = await repos.users.findById(id);
        return { failures: user?.codeFailures, since: user?.codeFailuresSince?.toISOString() };
      };

      await repos.users.countCodeFailure(id, t0, WINDOW);
      expect(await state()).toEqual({ failures: 1, since: new Date(t0).toISOString() });
      await repos.users.countCodeFailure(id, t0 + HOUR, WINDOW);
      await repos.users.countCodeFailure(id, t0 + WINDOW - 1, WINDOW);
      expect(await state()).toEqual({ failures: 3, since: new Date(t0).toISOString() });

      await repos.users.countCodeFailure(id, t0 + WINDOW, WINDOW);
      expect(await state()).toEqual({ failures: 1, since: new Date(t0 + WINDOW).toISOString() });
    });
  });

  describe('transaction', () => {
    it('commits the writes made through its repositories together', async () => {
      const { id } = await newUser();
      await repos.transaction(async (tx) => {
        await tx.users.markEmailVerified(id, new Date());
        await tx.users.setSelectedFurniture(id, ['a', 'b'], new Date());
      });
      expect(await repos.users.findById(id)).toMatchObject({ emailVerified: true, selectedFurnitureIds: ['a', 'b'] });
    });

    it('rolls them all back when its function throws, and passes the error on', async () => {
      const { id } = await newUser();
      const failure = new Error('second step failed');
      await expect(
        repos.transaction(async (tx) => {
          await tx.users.markEmailVerified(id, new Date());
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await repos.users.findById(id)).toMatchObject({ emailVerified: false });
    });
  });
});
