import { footprintAt, insideRoom, layoutProblems, overlaps, turnedExtent } from '../../src/shared/layoutRules';

const room = { widthCm: 400, depthCm: 300 };
const sofa = { widthCm: 200, depthCm: 90 };

describe('layout rules (src/shared/layoutRules.ts)', () => {
  it('turns a footprint: a quarter turn swaps width and depth, either way round', () => {
    expect(turnedExtent(sofa, 90).w).toBeCloseTo(90);
    expect(turnedExtent(sofa, -90).d).toBeCloseTo(200);
    expect(footprintAt(100, 50, sofa, 0)).toEqual({ x: 0, z: 5, w: 200, d: 90 });
    const diagonal = turnedExtent({ widthCm: 100, depthCm: 100 }, 45);
    expect(diagonal.w).toBeCloseTo(100 * Math.SQRT2);
  });

  it('tells overlaps and the room walls apart, with a tolerance for touching pieces', () => {
    const a = footprintAt(100, 100, sofa, 0);
    expect(overlaps(a, footprintAt(300, 100, sofa, 0))).toBe(false);
    expect(overlaps(a, footprintAt(299, 100, sofa, 0))).toBe(true);
    expect(overlaps(a, footprintAt(299.8, 100, sofa, 0), -0.5)).toBe(false);
    expect(insideRoom(footprintAt(100, 45, sofa, 0), room)).toBe(true);
    expect(insideRoom(footprintAt(99, 45, sofa, 0), room)).toBe(false);
  });

  it('names the pieces of each problem', () => {
    const problems = layoutProblems(
      [
        { name: 'Sofa', footprint: footprintAt(100, 100, sofa, 0) },
        { name: 'Armchair', footprint: footprintAt(180, 100, { widthCm: 80, depthCm: 80 }, 0) },
        { name: 'Shelf', footprint: footprintAt(390, 100, { widthCm: 80, depthCm: 30 }, 0) },
      ],
      room,
    );
    expect(problems).toEqual([
      { kind: 'outside', pieces: [2], message: 'Shelf is outside the room' },
      { kind: 'overlap', pieces: [0, 1], message: 'Sofa overlaps Armchair' },
    ]);
  });
});
