// Drawings of the room's dressing: plants, floor and table lamps. Front views in centimetres, feet at the bottom.
import { darken, lighten, mix } from '../../catalog/art/colors';
import type { Rng } from '../../catalog/art/rng';

export interface DecorArt {
  svg: string;
  widthCm: number;
  heightCm: number;
  /** Width of what is drawn solid (a lamp's shade, not its glow). */
  solidWidthCm: number;
}

const f1 = (v: number) => v.toFixed(1);
const range = (rnd: Rng, lo: number, hi: number) => lo + rnd.next() * (hi - lo);

function svgOf(w: number, h: number, body: string, defs = '', solidWidthCm = w): DecorArt {
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f1(w)} ${f1(h)}" width="${Math.round(w * 4)}" height="${Math.round(h * 4)}"><defs>${defs}</defs>${body}</svg>`,
    widthCm: w,
    heightCm: h,
    solidWidthCm,
  };
}

const POTS: Record<string, string> = {
  Bohemian: '#b5653e',
  Farmhouse: '#b5653e',
  'Mid-Century': '#c9734a',
  Scandinavian: '#f1efe9',
  Coastal: '#c7ab78',
  Hamptons: '#f1efe9',
  Minimalist: '#f1efe9',
  Japandi: '#b59d7a',
  Modern: '#2c2c2c',
  Industrial: '#3d3f41',
  'Art Deco': '#1f1f1f',
  Traditional: '#e8e0cf',
};

/** A potted plant: fiddle-leaf fig, snake plant or palm, chosen by the seed. */
export function plantArt(style: string, rnd: Rng): DecorArt {
  const pot = POTS[style] ?? '#f1efe9';
  const kind = Math.floor(rnd.next() * 3);
  const H = kind === 1 ? range(rnd, 85, 105) : range(rnd, 130, 160);
  const W = kind === 1 ? 48 : 70;
  const potW = kind === 1 ? 30 : 36;
  const potH = kind === 1 ? 26 : 34;
  const cx = W / 2;
  const greens = ['#4f7a45', '#5d8b4f', '#3f6a3a', '#6e9a5a', '#46703f'];
  const leaves: string[] = [];
  const top = H - potH;
  if (kind === 0) {
    leaves.push(
      `<path d="M${f1(cx)} ${f1(top)} C${f1(cx - 2)} ${f1(top - 30)} ${f1(cx + 3)} ${f1(top - 60)} ${f1(cx)} ${f1(8)}" stroke="#6b4f35" stroke-width="1.6" fill="none"/>`,
    );
    for (let i = 0; i < 22; i++) {
      const y = range(rnd, 6, top - 18);
      const side = i % 2 ? 1 : -1;
      const x = cx + side * range(rnd, 2, 16) * (1 - y / H + 0.3);
      const len = range(rnd, 11, 16);
      const ang = side * range(rnd, 20, 70);
      leaves.push(
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(len * 0.42)}" ry="${f1(len * 0.62)}" fill="${greens[i % greens.length]}" stroke="${darken(greens[i % greens.length], 0.3)}" stroke-width="0.5" transform="rotate(${f1(ang)} ${f1(x)} ${f1(y)})"/>`,
      );
    }
  } else if (kind === 1) {
    for (let i = 0; i < 11; i++) {
      const x = cx + (i - 5) * 2.2;
      const h = range(rnd, 40, top - 4);
      const lean = (i - 5) * range(rnd, 0.6, 1.6);
      const g = greens[i % greens.length];
      leaves.push(
        `<path d="M${f1(x - 2.4)} ${f1(top + 2)} Q${f1(x - 2 + lean / 2)} ${f1(top - h / 2)} ${f1(x + lean)} ${f1(top - h)} Q${f1(x + 2 + lean / 2)} ${f1(top - h / 2)} ${f1(x + 2.4)} ${f1(top + 2)} Z" fill="${g}" stroke="${darken(g, 0.35)}" stroke-width="0.5"/>` +
          `<path d="M${f1(x)} ${f1(top)} Q${f1(x + lean / 2)} ${f1(top - h / 2)} ${f1(x + lean)} ${f1(top - h + 4)}" stroke="${lighten(g, 0.35)}" stroke-width="0.6" fill="none" opacity="0.7"/>`,
      );
    }
  } else {
    for (let i = 0; i < 9; i++) {
      const ang = -80 + i * 20 + range(rnd, -6, 6);
      const len = range(rnd, top * 0.55, top * 0.95);
      const rad = (ang * Math.PI) / 180;
      const ex = cx + Math.sin(rad) * len * 0.55;
      const ey = top - Math.cos(rad) * len * 0.9;
      const g = greens[i % greens.length];
      leaves.push(
        `<path d="M${f1(cx)} ${f1(top)} Q${f1(cx + (ex - cx) * 0.3)} ${f1(ey - 10)} ${f1(ex)} ${f1(ey)}" stroke="#5b6e3a" stroke-width="0.9" fill="none"/>`,
      );
      for (let j = 1; j < 9; j++) {
        const t = j / 9;
        const px = cx + (ex - cx) * t;
        const py = top + (ey - top) * t - Math.sin(t * Math.PI) * 8;
        const fl = 8 * (1 - t * 0.5);
        leaves.push(
          `<path d="M${f1(px)} ${f1(py)} l${f1(-fl * 0.6)} ${f1(fl)} M${f1(px)} ${f1(py)} l${f1(fl * 0.6)} ${f1(fl)}" stroke="${g}" stroke-width="1.6" stroke-linecap="round"/>`,
        );
      }
    }
  }
  const potBody =
    `<path d="M${f1(cx - potW / 2)} ${f1(top)} L${f1(cx + potW / 2)} ${f1(top)} L${f1(cx + potW * 0.4)} ${f1(H)} L${f1(cx - potW * 0.4)} ${f1(H)} Z" fill="url(#pot)" stroke="${darken(pot, 0.4)}" stroke-width="0.6"/>` +
    `<rect x="${f1(cx - potW / 2 - 1)}" y="${f1(top - 2)}" width="${f1(potW + 2)}" height="3.5" rx="1" fill="${lighten(pot, 0.08)}" stroke="${darken(pot, 0.4)}" stroke-width="0.5"/>`;
  const defs = `<linearGradient id="pot" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lighten(pot, 0.12)}"/><stop offset="0.6" stop-color="${pot}"/><stop offset="1" stop-color="${darken(pot, 0.25)}"/></linearGradient>`;
  return svgOf(W, H, leaves.join('') + potBody, defs);
}

const glowDef = `<radialGradient id="glow"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>`;

/** A floor lamp with a lit drum shade, in the style's metal. */
export function floorLampArt(metal: string, shadeTone: string): DecorArt {
  const W = 70;
  const H = 165;
  const cx = W / 2;
  const shade = mix('#f6efe2', shadeTone, 0.12);
  const body =
    `<circle cx="${cx}" cy="22" r="34" fill="url(#glow)"/>` +
    `<ellipse cx="${cx}" cy="${H - 1.5}" rx="14" ry="2.5" fill="${metal}"/>` +
    `<rect x="${cx - 0.9}" y="40" width="1.8" height="${H - 42}" fill="${metal}"/>` +
    `<path d="M${cx - 15} 8 L${cx + 15} 8 L${cx + 19} 42 L${cx - 19} 42 Z" fill="${shade}" stroke="${darken(shade, 0.2)}" stroke-width="0.6"/>` +
    `<path d="M${cx - 19} 42 L${cx + 19} 42" stroke="#fff7e0" stroke-width="1.4"/>`;
  return svgOf(W, H, body, glowDef, 38);
}

/** A table lamp: ceramic base in the accent colour and a drum shade. */
export function tableLampArt(accent: string): DecorArt {
  const W = 40;
  const H = 52;
  const cx = W / 2;
  const body =
    `<circle cx="${cx}" cy="14" r="19" fill="url(#glow)"/>` +
    `<path d="M${cx - 5} ${H} L${cx + 5} ${H} C${cx + 11} ${H - 8} ${cx + 10} ${H - 20} ${cx + 3} ${H - 24} L${cx - 3} ${H - 24} C${cx - 10} ${H - 20} ${cx - 11} ${H - 8} ${cx - 5} ${H} Z" fill="${accent}" stroke="${darken(accent, 0.4)}" stroke-width="0.5"/>` +
    `<rect x="${cx - 0.6}" y="${H - 30}" width="1.2" height="7" fill="#8c7a5b"/>` +
    `<path d="M${cx - 10} 4 L${cx + 10} 4 L${cx + 12} ${H - 29} L${cx - 12} ${H - 29} Z" fill="#f6efe2" stroke="#d8ccb5" stroke-width="0.5"/>`;
  return svgOf(W, H, body, glowDef, 24);
}
