// How well two styles sit together in one room, 0..1 (symmetric, 1 on the diagonal).
// Families: the light Nordic/Japanese woods (Scandinavian, Japandi, Minimalist), the clean-lined
// modern group (Modern, Minimalist, Mid-Century, Art Deco), the relaxed seaside/country group
// (Coastal, Hamptons, Farmhouse), and the classic group (Traditional, Hamptons, Art Deco);
// Industrial and Bohemian are the loners. Values: 0.7 close cousins, 0.5 related, 0.3 can mix,
// 0.15 clash. A style the table does not know (an imported one) is 1 with itself, 0.15 otherwise.
import { STYLES } from '../catalog/styles';

const PAIRS: [string, string, number][] = [
  ['Scandinavian', 'Japandi', 0.7],
  ['Scandinavian', 'Minimalist', 0.7],
  ['Japandi', 'Minimalist', 0.7],
  ['Modern', 'Minimalist', 0.7],
  ['Coastal', 'Hamptons', 0.7],
  ['Modern', 'Scandinavian', 0.5],
  ['Modern', 'Mid-Century', 0.5],
  ['Modern', 'Industrial', 0.5],
  ['Modern', 'Japandi', 0.5],
  ['Modern', 'Art Deco', 0.3],
  ['Mid-Century', 'Scandinavian', 0.5],
  ['Mid-Century', 'Art Deco', 0.3],
  ['Mid-Century', 'Minimalist', 0.3],
  ['Mid-Century', 'Industrial', 0.3],
  ['Mid-Century', 'Japandi', 0.3],
  ['Mid-Century', 'Bohemian', 0.3],
  ['Industrial', 'Minimalist', 0.3],
  ['Industrial', 'Farmhouse', 0.3],
  ['Coastal', 'Scandinavian', 0.3],
  ['Coastal', 'Farmhouse', 0.5],
  ['Coastal', 'Bohemian', 0.3],
  ['Hamptons', 'Farmhouse', 0.5],
  ['Hamptons', 'Traditional', 0.5],
  ['Farmhouse', 'Traditional', 0.5],
  ['Farmhouse', 'Bohemian', 0.3],
  ['Farmhouse', 'Scandinavian', 0.3],
  ['Traditional', 'Art Deco', 0.5],
  ['Bohemian', 'Japandi', 0.3],
  ['Bohemian', 'Traditional', 0.3],
  ['Art Deco', 'Hamptons', 0.3],
];

/** Styles in the table clash at this unless listed; unknown styles too. */
export const UNRELATED_AFFINITY = 0.15;

const TABLE = new Map<string, number>();
for (const [a, b, v] of PAIRS) {
  TABLE.set(`${a}|${b}`, v);
  TABLE.set(`${b}|${a}`, v);
}

export function styleAffinity(a: string, b: string): number {
  if (a === b) return 1;
  return TABLE.get(`${a}|${b}`) ?? UNRELATED_AFFINITY;
}

/**
 * Styles to draw candidates from for `style`: itself first, then the `n` most related known styles
 * (ties by the order of STYLES). An unknown style borrows the broad modern styles, so every category
 * still has pieces.
 */
export function relatedStyles(style: string, n: number): string[] {
  const known = (STYLES as readonly string[]).includes(style);
  const others = STYLES.filter((s) => s !== style)
    .map((s, i) => ({
      s,
      v: known ? styleAffinity(style, s) : s === 'Modern' ? 0.2 : s === 'Minimalist' ? 0.19 : 0,
      i,
    }))
    .sort((x, y) => y.v - x.v || x.i - y.i);
  return [style, ...others.slice(0, n).map((o) => o.s)];
}
