// Renders a PNG contact sheet of the product art, to eyeball every category and style.
// Usage: npx tsx src/server/catalog/art/contactSheet.ts out.png [--style=S] [--color=C] [--variant=N] [--category=C]
// With --category, the sheet is every style of that category (--styles=A,B to pick, --variants=N for N variants each);
// with --category and --colors, every colour of SPEC.md §9 in the given style.
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { ALL_CATEGORIES, type Category, COLORS } from '../../../shared/constants';
import { STYLES } from '../styles';
import { renderFurnitureSvg } from './index';
import { SAMPLE_DIMENSIONS } from './samples';

interface Cell {
  label: string;
  svg: string;
}

const CELL = 220;
const LABEL = 18;

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
}

/** Lays cells out in a grid of nested <svg> elements on a light checkered-free grey ground. */
export function sheetSvg(cells: Cell[], cols: number): string {
  const rowsN = Math.ceil(cells.length / cols);
  const W = cols * CELL;
  const H = rowsN * (CELL + LABEL);
  const parts = cells.map((cell, i) => {
    const x = (i % cols) * CELL;
    const y = Math.floor(i / cols) * (CELL + LABEL);
    const inner = cell.svg.replace(
      / width="\d+" height="\d+"/,
      ` x="${x + 8}" y="${y + 8}" width="${CELL - 16}" height="${CELL - 16}"`,
    );
    return (
      `<rect x="${x + 2}" y="${y + 2}" width="${CELL - 4}" height="${CELL + LABEL - 4}" fill="#eceae6" rx="6"/>` +
      inner +
      `<text x="${x + CELL / 2}" y="${y + CELL + LABEL / 2}" font-family="DejaVu Sans" font-size="11" text-anchor="middle" fill="#333">${escapeXml(cell.label)}</text>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#ffffff"/>${parts.join('')}</svg>`;
}

function main(argv: string[]): void {
  const out = argv.find((a) => !a.startsWith('--')) ?? '/tmp/contact-sheet.png';
  const opt = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const style = opt('style') ?? 'Modern';
  const color = opt('color') ?? 'Oak';
  const variant = Number(opt('variant') ?? 0);
  const category = opt('category') as Category | undefined;
  const cells: Cell[] = [];
  let cols = 6;
  if (category && argv.includes('--colors')) {
    cols = 5;
    for (const col of COLORS) {
      const svg = renderFurnitureSvg({ category, style, color: col, variant, dimensions: SAMPLE_DIMENSIONS[category] });
      cells.push({ label: col, svg });
    }
  } else if (category) {
    cols = 4;
    const variants = opt('variants') ? Number(opt('variants')) : 1;
    const styles = opt('styles') ? opt('styles')!.split(',') : STYLES;
    for (const s of styles) {
      for (let v = variant; v < variant + variants; v++) {
        const svg = renderFurnitureSvg({
          category,
          style: s,
          color,
          variant: v,
          dimensions: SAMPLE_DIMENSIONS[category],
        });
        cells.push({ label: `${s} v${v}`, svg });
      }
    }
  } else {
    for (const c of ALL_CATEGORIES) {
      const svg = renderFurnitureSvg({ category: c, style, color, variant, dimensions: SAMPLE_DIMENSIONS[c] });
      cells.push({ label: c, svg });
    }
  }
  const png = new Resvg(sheetSvg(cells, cols), { font: { loadSystemFonts: true } }).render().asPng();
  writeFileSync(out, png);
  process.stdout.write(`${out}: ${cells.length} cells\n`);
}

if (require.main === module) main(process.argv.slice(2));
