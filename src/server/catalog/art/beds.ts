// Beds seen from the foot end and slightly above: headboard, pillows, duvet, footboard.
import { darken, lighten } from './colors';
import { canePattern } from './fronts';
import { legHeight, legs } from './legs';
import type { Look } from './look';
import { face, polyFace, post, vGrad, type Material } from './shading';
import { cushion, pillow } from './upholstery';

export interface BedLayout {
  legH: number;
  railTop: number;
  mattTop: number;
  mattBack: number;
  headX: number;
}

/** A bed frame's usual leg height, as a share of its height. */
export const BED_FRAME_LEG = 0.12;

export function bedLayout(L: Look, legNormal: number): BedLayout {
  const { H, W } = L;
  const legH = legHeight(L, legNormal);
  const railTop = legH + H * 0.16;
  const mattTop = railTop + H * 0.14;
  const mattBack = mattTop + Math.min(H * 0.2, L.D * 0.08);
  return { legH, railTop, mattTop, mattBack, headX: W * 0.05 };
}

/** Bedding (sheet, duvet, pillows) between the headboard and the footboard. */
export function bedding(L: Look, b: BedLayout, x0: number, x1: number, pillowCount: number, duvet = '#f4f1ea'): void {
  const { c, H } = L;
  const u = c.u;
  const bx0 = x0 + b.headX * 0.6;
  const bx1 = x1 - b.headX * 0.6;
  // Pillows against the headboard.
  const pw = (bx1 - bx0) / pillowCount;
  for (let i = 0; i < pillowCount; i++) {
    const px = bx0 + pw * i + pw * 0.06;
    const ph = Math.min(H * 0.17, pw * 0.5);
    const m: Material = { hex: '#fbfaf6', finish: 'fabric' };
    cushion(L, px, b.mattBack - ph * 0.35, pw * 0.88, ph, m);
  }
  const throwPillows = (L.variant + pillowCount) % 2 === 0;
  if (throwPillows) {
    const s = Math.min(H * 0.12, (bx1 - bx0) * 0.16);
    pillow(L, (x0 + x1) / 2 - s * 0.55, b.mattBack - s * 0.55, s, L.variant);
    pillow(L, (x0 + x1) / 2 + s * 0.55, b.mattBack - s * 0.55, s, L.variant + 1);
  }
  // Duvet top surface, then the fold, then the front drape.
  const m: Material = { hex: duvet, finish: 'fabric' };
  polyFace(
    c,
    [
      [x0, b.mattTop],
      [x1, b.mattTop],
      [x1 - b.headX * 0.6, b.mattBack - (b.mattBack - b.mattTop) * 0.35],
      [x0 + b.headX * 0.6, b.mattBack - (b.mattBack - b.mattTop) * 0.35],
    ],
    m,
    0.05,
  );
  const foldZ = b.mattBack - (b.mattBack - b.mattTop) * 0.35;
  c.rect(x0 + b.headX * 0.6, foldZ - u * 3, x1 - x0 - b.headX * 1.2, u * 3, {
    fill: lighten(duvet, 0.3),
    sw: u * 0.6,
    rx: u * 1.5,
  });
  face(c, x0, b.railTop - u * 2, x1 - x0, b.mattTop - b.railTop + u * 2, m, { rx: u * 3 });
  // A throw across the foot of the bed.
  const throwHex = L.t.accents[L.variant % L.t.accents.length];
  const tz = b.railTop - u * 2;
  c.rect(x0 + u, tz, x1 - x0 - 2 * u, (b.mattTop - b.railTop) * 0.55, {
    fill: vGrad(c, throwHex, 'fabric'),
    sw: u * 0.6,
    rx: u * 2,
  });
  polyFace(
    c,
    [
      [x0 + u, b.mattTop - u],
      [x1 - u, b.mattTop - u],
      [x1 - u * 2, b.mattTop + (b.mattBack - b.mattTop) * 0.25],
      [x0 + u * 2, b.mattTop + (b.mattBack - b.mattTop) * 0.25],
    ],
    { hex: throwHex, finish: 'fabric' },
    0.1,
  );
  c.line(x0 + u * 2, b.mattTop - u, x1 - u * 2, b.mattTop - u, { stroke: darken(throwHex, 0.3), sw: u * 0.6 });
}

type Headboard = 'panel' | 'tufted' | 'channel' | 'slats' | 'spindles' | 'cane' | 'bars' | 'wood';

const HEADBOARDS: Record<string, Headboard[]> = {
  modern: ['panel', 'wood'],
  scandinavian: ['wood', 'slats'],
  industrial: ['bars', 'wood'],
  'mid-century': ['wood', 'panel'],
  coastal: ['cane', 'slats'],
  hamptons: ['panel', 'tufted'],
  farmhouse: ['spindles', 'wood'],
  japandi: ['slats', 'wood'],
  minimalist: ['panel', 'wood'],
  traditional: ['tufted', 'spindles'],
  bohemian: ['cane', 'wood'],
  'art deco': ['channel', 'tufted'],
};

/** The bed's headboard: its kind, and whether it is upholstered (in the fabric) rather than of the body. */
export function headboardOf(L: Look): { kind: Headboard; upholstered: boolean } {
  const kinds = HEADBOARDS[L.t.name.toLowerCase()] ?? HEADBOARDS.modern;
  const kind = kinds[L.variant % kinds.length];
  return { kind, upholstered: kind === 'panel' || kind === 'tufted' || kind === 'channel' };
}

/** Styles whose footboard rises above the rail. */
export const hasHighFootboard = (L: Look): boolean =>
  ['traditional', 'farmhouse', 'hamptons'].includes(L.t.name.toLowerCase());

export function bedFrame(L: Look): void {
  const { c, t, W, H } = L;
  const u = c.u;
  const b = bedLayout(L, H * BED_FRAME_LEG);
  const { kind, upholstered } = headboardOf(L);
  const hx0 = b.headX;
  const hx1 = W - b.headX;
  const hb0 = b.mattBack - H * 0.08;
  const frameM: Material = upholstered ? L.fabric : L.body;
  // Headboard.
  const arch = t.top === 'rounded' || kind === 'tufted';
  if (upholstered) {
    const rx = arch ? (hx1 - hx0) * 0.12 : Math.min(t.round * 2, 8);
    cushion(L, hx0, hb0, hx1 - hx0, H - hb0, frameM, true);
    if (arch) c.rect(hx0, hb0, hx1 - hx0, H - hb0, { rx });
  } else {
    const postW = Math.max(W * 0.035, 4);
    for (const px of [hx0, hx1 - postW]) face(c, px, hb0, postW, H - hb0, frameM, { rx: u });
    const ix = hx0 + postW;
    const iw = hx1 - hx0 - 2 * postW;
    const railH = Math.max(H * 0.06, 4);
    face(c, hx0, H - railH, hx1 - hx0, railH, frameM, { rx: t.top === 'rounded' ? railH / 2 : u });
    const iz = hb0;
    const ih = H - railH - hb0;
    if (kind === 'wood') face(c, ix, iz, iw, ih, frameM, { flat: true });
    else if (kind === 'cane') {
      c.rect(ix, iz, iw, ih, { fill: '#d8bf8c', sw: u * 0.6 });
      c.rect(ix, iz, iw, ih, { fill: canePattern(L), stroke: 'none' });
    } else {
      const n = kind === 'slats' ? Math.round(iw / 8) : Math.round(iw / 14);
      const hex = kind === 'bars' ? L.metal : frameM.hex;
      for (let i = 1; i < n; i++) {
        const x = ix + (iw * i) / n;
        if (kind === 'slats') face(c, x - iw / n / 2.6, iz, iw / n / 1.3, ih, frameM, { flat: true });
        else post(c, x, iz, kind === 'bars' ? Math.max(u * 1.5, 1.5) : Math.max(iw / n / 3, 2), ih, hex);
      }
    }
  }

  bedding(L, b, 0, W, W > 120 ? 2 : 1);

  // Footboard / front rail and legs.
  if (t.leg !== 'plinth') legs(L, 0, W, b.legH, { inset: 0, width: Math.max(W * 0.04, 4) });
  const footTop = hasHighFootboard(L) ? b.railTop + H * 0.08 : b.railTop;
  const plinth = t.leg === 'plinth';
  face(c, 0, plinth ? 0 : b.legH, W, footTop - (plinth ? 0 : b.legH), L.body, { rx: t.top === 'rounded' ? u * 4 : u });
  if (footTop > b.railTop) {
    const pad = Math.max(W * 0.05, 4);
    c.rect(pad, b.legH + pad * 0.5, W - 2 * pad, footTop - b.legH - pad, {
      stroke: darken(L.body.hex, 0.3),
      sw: u * 0.7,
    });
  }
  if (t.trim) c.line(u * 2, footTop - u * 1.5, W - u * 2, footTop - u * 1.5, { stroke: t.trim, sw: u });
}
