// Colour like a designer (issue 16.4): the chosen colour leads through the pieces, rug and drapes,
// the walls stay a neutral the pieces stand out against, and the style brings its own accent.
import { COLORS, CATEGORIES as C } from '../../src/shared/constants';
import { renderFurnitureSvg } from '../../src/server/catalog/art';
import { SAMPLE_DIMENSIONS } from '../../src/server/catalog/art/samples';
import { colorHex, isWoodTone, luminance } from '../../src/server/catalog/art/colors';
import { STYLES } from '../../src/server/catalog/styles';
import { composeRoom } from '../../src/server/generation/compositor';
import { PALE_LUMINANCE, roomLook } from '../../src/server/generation/compositor/palette';
import type { RoomPiece } from '../../src/server/generation/renderer';

jest.setTimeout(60_000);

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string) => Math.hypot(...rgb(a).map((v, i) => v - rgb(b)[i]));

describe('room palettes', () => {
  /** What is wrong with the look of a style in a colour, as sentences; none when it is right. */
  function problems(style: string, color: string): string[] {
    const look = roomLook(style, color);
    const chosen = colorHex(color);
    const found: string[] = [];
    // Pieces of the chosen colour against the wall behind them.
    const contrast = Math.abs(luminance(look.backWall) - luminance(chosen));
    if (contrast < 0.12) found.push(`${color} pieces against the back wall: contrast ${contrast.toFixed(2)}`);
    // The back wall is not painted in it; a strong colour is on neither wall (a pale one may be
    // close to a neutral side wall anyway); the floor is the style's.
    if (!isWoodTone(color) && distance(look.backWall, chosen) <= 60) found.push(`back wall painted ${color}`);
    if (!isWoodTone(color) && luminance(chosen) <= PALE_LUMINANCE && distance(look.sideWall, chosen) <= 60)
      found.push(`side walls painted ${color}`);
    if (look.floor.base === chosen) found.push(`floor in ${color}`);
    // The rug carries it (as its pattern, or as its ground when pale): nearer to it than the wall is.
    const rug = Math.min(distance(look.rug.pattern, chosen), distance(look.rug.ground, chosen));
    if (look.rug.kind !== 'jute' && rug >= distance(look.backWall, chosen)) found.push(`the rug is not ${color}`);
    return found.map((p) => `${style}, ${color}: ${p}`);
  }

  it.each(STYLES)('%s: every colour stands out against the walls and leads through the rug', (style) => {
    expect(COLORS.flatMap((color) => problems(style, color))).toEqual([]);
  });

  it("brings the style's own accent for the art, so a room is never one colour", () => {
    const accents = new Set(STYLES.map((style) => roomLook(style, 'Navy').accent));
    expect(accents.size).toBe(STYLES.length);
    for (const style of STYLES) expect(roomLook(style, 'Navy').accent).not.toBe(colorHex('Navy'));
  });
});

describe('a Navy room drawn', () => {
  const navyPiece = (category: (typeof C)[keyof typeof C], i: number): RoomPiece => {
    const dimensions = SAMPLE_DIMENSIONS[category];
    return {
      id: `navy-${i}`,
      category,
      title: category,
      style: 'Modern',
      color: 'Navy',
      dimensions,
      image: {
        kind: 'svg',
        svg: renderFurnitureSvg({ category, style: 'Modern', color: 'Navy', variant: i, dimensions }),
      },
    };
  };

  it('has light walls behind navy pieces, and navy is a share of the picture, not all of it', async () => {
    const frame = await composeRoom({
      roomType: 'Living Room - Large',
      color: 'Navy',
      style: 'Modern',
      pieces: [navyPiece(C.sofas, 0), navyPiece(C.armchairs, 1), navyPiece(C.coffeeTables, 2)],
    });
    const at = (x: number, y: number) => {
      const i = (y * frame.width + x) * 4;
      return (0.2126 * frame.data[i] + 0.7152 * frame.data[i + 1] + 0.0722 * frame.data[i + 2]) / 255;
    };
    // The back wall left of the art, above the pieces.
    expect(at(Math.round(frame.width * 0.3), Math.round(frame.height * 0.3))).toBeGreaterThan(0.6);
    const navy = rgb(colorHex('Navy'));
    let near = 0;
    for (let i = 0; i < frame.data.length; i += 4) {
      const d = Math.hypot(frame.data[i] - navy[0], frame.data[i + 1] - navy[1], frame.data[i + 2] - navy[2]);
      if (d < 60) near++;
    }
    const share = near / (frame.width * frame.height);
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.3);
  });
});
