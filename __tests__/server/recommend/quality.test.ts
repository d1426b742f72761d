// Quality on the seeded catalog (every category × style × colour): over 1,000 random filters the best
// set keeps to the chosen style, and its colours sit together better than random sets of the same
// categories.
import { COLORS, ROOM_TYPE_NAMES, categoriesForRoomType } from '../../../src/shared/constants';
import { STYLES } from '../../../src/server/catalog/styles';
import { setColourScore } from '../../../src/server/recommend/colour';
import { candidateQuery, recommendSets, selectCandidates } from '../../../src/server/recommend/engine';
import { swatchesOf } from '../../../src/server/recommend/scoring';
import { EMPTY_PROFILE, type FurnitureRow } from '../../../src/server/recommend/types';
import { request, rng, seedRows } from '../../support/server/recommendCatalog';

jest.setTimeout(120_000);

const FILTERS = 1000;

describe('recommendations on the seeded catalog', () => {
  it('keep to the chosen style and beat random sets on colour harmony', () => {
    const byCategory = new Map<string, FurnitureRow[]>();
    for (const r of seedRows()) {
      const list = byCategory.get(r.category) ?? [];
      list.push(r);
      byCategory.set(r.category, list);
    }
    const random = rng(20260101);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    let offStyle = 0;
    let engineColour = 0;
    let randomColour = 0;
    let poolColour = 0;
    let wins = 0;
    let answered = 0;
    for (let i = 0; i < FILTERS; i++) {
      const roomType = pick(ROOM_TYPE_NAMES);
      const req = request({ roomType, style: pick(STYLES), color: pick(COLORS), sets: 1 });
      const rows = categoriesForRoomType(roomType).flatMap((c) => byCategory.get(c) ?? []);
      const candidates = selectCandidates(rows, candidateQuery(req));
      const [best] = recommendSets(req, candidates, EMPTY_PROFILE).sets;
      expect(best).toBeDefined();
      answered++;
      // The seed has every style in every category, so every piece should be of the chosen style.
      offStyle += best.pieces.filter((p) => p.row.style !== req.style).length;
      const ours = setColourScore(req.color, swatchesOf(best.pieces));
      // Random sets of the same categories and counts: from the whole catalog, and from the candidates.
      const fromCatalog = best.pieces.map((p) => ({ ...p, row: pick(byCategory.get(p.category)!) }));
      const fromPool = best.pieces.map((p) => ({
        ...p,
        row: pick(candidates.filter((r) => r.category === p.category)),
      }));
      const theirs = setColourScore(req.color, swatchesOf(fromCatalog));
      engineColour += ours;
      randomColour += theirs;
      poolColour += setColourScore(req.color, swatchesOf(fromPool));
      if (ours > theirs) wins++;
    }
    const mean = (x: number) => (x / answered).toFixed(3);
    console.log(
      `quality over ${answered} filters: pieces off the chosen style ${offStyle}; colour harmony engine ${mean(engineColour)}, ` +
        `random catalog sets ${mean(randomColour)}, random candidate sets ${mean(poolColour)}; engine ahead in ${wins}`,
    );
    expect(offStyle).toBe(0);
    expect(engineColour / answered).toBeGreaterThan(randomColour / answered + 0.05);
    expect(engineColour).toBeGreaterThan(poolColour);
  });
});
