// The taste profile store and what one event teaches it.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { createRepositories, type Repositories } from '../../../src/server/repositories';
import { PROFILE_DECAY, learn, type ChosenPiece } from '../../../src/server/recommend/learning';
import { EMPTY_PROFILE } from '../../../src/server/recommend/types';
import { CATEGORIES } from '../../../src/shared/constants';
import { uniqueEmail } from '../../support/server/accounts';
import { cloneTestDatabase } from '../../support/server/templates';

const piece = (
  n: number,
  style: string,
  color: string,
  priceCents: number,
  category: string = CATEGORIES.sofas,
): ChosenPiece => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  category,
  style,
  color,
  priceCents,
});

describe('learn', () => {
  it("adds the weight to each piece's style and colour and sets the category's mean log-price", () => {
    const p = learn(
      EMPTY_PROFILE,
      [piece(1, 'Japandi', 'Oak', 1000), piece(2, 'Japandi', 'White', 4000, CATEGORIES.tvUnits)],
      2,
    );
    expect(p.styles).toEqual({ Japandi: 4 });
    expect(p.colors).toEqual({ Oak: 2, White: 2 });
    expect(p.prices[CATEGORIES.sofas]).toEqual({ meanLog: Math.log(1000), n: 1 });
    expect(p.prices[CATEGORIES.tvUnits]).toEqual({ meanLog: Math.log(4000), n: 1 });
    expect(p.events).toBe(1);
  });

  it('decays what came before at each event, so the latest choice weighs most', () => {
    const first = learn(EMPTY_PROFILE, [piece(1, 'Industrial', 'Black', 1000)], 1);
    const second = learn(first, [piece(2, 'Coastal', 'White', 1000)], 1);
    expect(second.styles.Industrial).toBeCloseTo(PROFILE_DECAY);
    expect(second.styles.Coastal).toBe(1);
    expect(second.events).toBe(2);
    let p = second;
    for (let i = 0; i < 60; i++) p = learn(p, [piece(3, 'Coastal', 'White', 1000)], 1);
    expect(p.styles.Industrial).toBeUndefined(); // decayed below what is kept
    expect(p.styles.Coastal).toBeLessThan(1 / (1 - PROFILE_DECAY) + 1e-9);
  });

  it('moves the mean price toward recent pieces and counts a repeated id once', () => {
    let p = learn(EMPTY_PROFILE, [piece(1, 'Modern', 'Grey', 1000)], 1);
    for (let i = 0; i < 30; i++) p = learn(p, [piece(2, 'Modern', 'Grey', 100_000)], 1);
    expect(p.prices[CATEGORIES.sofas].meanLog).toBeGreaterThan(Math.log(50_000));
    const twice = learn(EMPTY_PROFILE, [piece(1, 'Modern', 'Grey', 1000), piece(1, 'Modern', 'Grey', 1000)], 1);
    expect(twice.styles).toEqual({ Modern: 1 });
    expect(learn(EMPTY_PROFILE, [], 1)).toBe(EMPTY_PROFILE);
  });
});

describe('tasteProfiles repository', () => {
  let database: Database;
  let repos: Repositories;
  beforeAll(async () => {
    database = await cloneTestDatabase();
    repos = createRepositories(database.db);
  });
  afterAll(() => database?.close());

  const newUser = () => repos.users.create({ email: uniqueEmail('taste'), firstname: 'Ada', lastname: 'Lovelace' });

  it('gives a new user the empty profile, keeps what record learns, and forgets it on reset', async () => {
    const { id } = await newUser();
    expect(await repos.tasteProfiles.get(id)).toEqual(EMPTY_PROFILE);
    const learned = await repos.tasteProfiles.record(id, [piece(1, 'Japandi', 'Oak', 1000)], 1);
    expect(learned).toMatchObject({ styles: { Japandi: 1 }, colors: { Oak: 1 }, events: 1 });
    await repos.tasteProfiles.record(id, [piece(2, 'Bohemian', 'Tan', 1000)], 3);
    expect(await repos.tasteProfiles.get(id)).toMatchObject({
      styles: { Japandi: PROFILE_DECAY, Bohemian: 3 },
      colors: { Oak: PROFILE_DECAY, Tan: 3 },
      events: 2,
    });
    await repos.tasteProfiles.reset(id);
    expect(await repos.tasteProfiles.get(id)).toEqual(EMPTY_PROFILE);
  });

  it('counts events that arrive together', async () => {
    const { id } = await newUser();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => repos.tasteProfiles.record(id, [piece(i, 'Modern', 'Grey', 1000)], 1)),
    );
    expect((await repos.tasteProfiles.get(id)).events).toBe(8);
  });

  it('goes with its user', async () => {
    const { id } = await newUser();
    await repos.tasteProfiles.record(id, [piece(1, 'Modern', 'Grey', 1000)], 1);
    await database.db.delete(users).where(eq(users.id, id));
    expect(await repos.tasteProfiles.get(id)).toEqual(EMPTY_PROFILE);
  });
});
