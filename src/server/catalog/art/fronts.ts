// Door and drawer fronts: flat, shaker, raised panel, planks, cane, fluting, slats, patterns, metal frames.
import { darken, lighten, luminance, mix } from './colors';
import type { Look } from './look';
import { cylGrad, face, type Material } from './shading';
import type { FrontKind } from './traits';

export interface FrontOpts {
  kind?: FrontKind;
  mat?: Material;
  drawer?: boolean;
}

export function front(L: Look, x: number, z: number, w: number, h: number, o: FrontOpts = {}): void {
  const { c } = L;
  const m = o.mat ?? L.body;
  const kind = o.kind ?? L.t.front;
  const u = c.u;
  const rx = Math.min(L.t.round * u * 0.4, Math.min(w, h) * 0.1);
  face(c, x, z, w, h, m, { rx, flat: true });
  bevel(L, x, z, w, h, m.hex);
  const small = Math.min(w, h);
  switch (kind) {
    case 'flat':
      return;
    case 'shaker':
    case 'raised': {
      const b = Math.min(small * (o.drawer ? 0.16 : 0.13), 7);
      const ix = x + b;
      const iz = z + b;
      const iw = w - 2 * b;
      const ih = h - 2 * b;
      if (iw <= u * 2 || ih <= u * 2) return;
      c.rect(ix, iz, iw, ih, { fill: darken(m.hex, 0.08), sw: u * 0.6 });
      c.line(ix, iz + ih, ix + iw, iz + ih, { stroke: darken(m.hex, 0.35), sw: u * 0.8 });
      c.line(ix, iz, ix + iw, iz, { stroke: lighten(m.hex, 0.4), sw: u * 0.8 });
      if (L.t.trim) c.rect(ix, iz, iw, ih, { stroke: L.t.trim, sw: u * 0.5, opacity: 0.8 });
      if (kind === 'raised') {
        const b2 = Math.min(iw, ih) * 0.18;
        face(c, ix + b2, iz + b2, iw - 2 * b2, ih - 2 * b2, { ...m, hex: lighten(m.hex, 0.06) }, { flat: false });
      }
      return;
    }
    case 'plank': {
      const boards = Math.max(2, Math.round(w / 14));
      for (let i = 1; i < boards; i++) {
        const bx = x + (w * i) / boards;
        c.line(bx, z + u, bx, z + h - u, { stroke: darken(m.hex, 0.35), sw: u * 0.6 });
      }
      if (!o.drawer && h > w * 1.2) {
        // Barn-door Z brace.
        const b = Math.min(w * 0.12, 6);
        c.rect(x + u, z + h * 0.15, w - 2 * u, b, { fill: lighten(m.hex, 0.05), sw: u * 0.6 });
        c.rect(x + u, z + h * 0.85 - b, w - 2 * u, b, { fill: lighten(m.hex, 0.05), sw: u * 0.6 });
        c.poly(
          [
            [x + u * 2, z + h * 0.15 + b],
            [x + u * 2 + b, z + h * 0.15 + b],
            [x + w - u * 2, z + h * 0.85 - b],
            [x + w - u * 2 - b, z + h * 0.85 - b],
          ],
          { fill: lighten(m.hex, 0.05), sw: u * 0.6 },
        );
      }
      return;
    }
    case 'cane': {
      const b = Math.min(small * 0.12, 6);
      if (w - 2 * b <= 0 || h - 2 * b <= 0) return;
      c.rect(x + b, z + b, w - 2 * b, h - 2 * b, { fill: '#d8bf8c', sw: u * 0.6 });
      c.rect(x + b, z + b, w - 2 * b, h - 2 * b, { fill: canePattern(L), stroke: 'none' });
      return;
    }
    case 'fluted': {
      const reeds = Math.max(4, Math.round(w / 4.5));
      const rw = w / reeds;
      for (let i = 0; i < reeds; i++) {
        c.rect(x + i * rw, z + u * 0.5, rw, h - u, {
          fill: cylGrad(c, m.hex),
          stroke: darken(m.hex, 0.3),
          sw: u * 0.3,
          rx: rw * 0.4,
        });
      }
      c.rect(x, z, w, h, { rx, sw: u * 0.8 });
      return;
    }
    case 'slat': {
      const slats = Math.max(3, Math.round(w / 5));
      for (let i = 1; i < slats; i++) {
        const sx = x + (w * i) / slats;
        c.line(sx, z + u * 0.8, sx, z + h - u * 0.8, { stroke: darken(m.hex, 0.4), sw: u * 0.9 });
        c.line(sx + u * 0.8, z + u * 0.8, sx + u * 0.8, z + h - u * 0.8, { stroke: lighten(m.hex, 0.3), sw: u * 0.4 });
      }
      return;
    }
    case 'pattern': {
      const b = Math.min(small * 0.1, 5);
      if (w - 2 * b <= 0 || h - 2 * b <= 0) return;
      c.rect(x + b, z + b, w - 2 * b, h - 2 * b, { fill: bohoPattern(L, m.hex), sw: u * 0.5 });
      return;
    }
    case 'frame': {
      const b = Math.min(small * 0.08, 3.5);
      const steel = L.metal;
      c.rect(x, z, w, h, { stroke: steel, sw: Math.max(b, u * 1.5), rx: 0 });
      for (const [px, pz] of [
        [x + b, z + b],
        [x + w - b, z + b],
        [x + b, z + h - b],
        [x + w - b, z + h - b],
      ]) {
        c.ellipse(px, pz, u * 0.9, u * 0.9, { fill: lighten(steel, 0.45), stroke: 'none' });
      }
      return;
    }
  }
}

/** Lit top-left and shaded bottom-right edges so adjacent fronts separate even on black. */
function bevel(L: Look, x: number, z: number, w: number, h: number, hex: string): void {
  const { c } = L;
  const i = c.u * 0.9;
  const hi = luminance(hex) < 0.2 ? lighten(hex, 0.35) : lighten(hex, 0.4);
  c.polyline(
    [
      [x + i, z + i],
      [x + i, z + h - i],
      [x + w - i, z + h - i],
    ],
    { stroke: hi, sw: c.u * 0.9, opacity: 0.85 },
  );
  c.polyline(
    [
      [x + i, z + i],
      [x + w - i, z + i],
      [x + w - i, z + h - i],
    ],
    { stroke: darken(hex, 0.4), sw: c.u * 0.6, opacity: 0.6 },
  );
}

/** Woven rattan cane: a diagonal lattice with octagonal holes. */
export function canePattern(L: Look): string {
  const u = L.c.u;
  const id = L.c.def('cane', (id) => {
    const s = u * 4;
    const line = '#a9834a';
    return (
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s}" height="${s}">` +
      `<path d="M0 0 L${s} ${s} M${s} 0 L0 ${s} M${s / 2} 0 V${s} M0 ${s / 2} H${s}" stroke="${line}" stroke-width="${u * 0.45}" fill="none"/>` +
      `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.16}" fill="#6e5230" opacity="0.55"/></pattern>`
    );
  });
  return `url(#${id})`;
}

/** Bohemian kilim-like diamonds over the base colour. */
export function bohoPattern(L: Look, base: string): string {
  const u = L.c.u;
  const [a, b, d] = L.t.accents;
  const id = L.c.def(`boho:${base}`, (id) => {
    const s = u * 14;
    const h = s * 0.8;
    return (
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s}" height="${h}">` +
      `<rect width="${s}" height="${h}" fill="${mix(base, '#f0e2c4', 0.25)}"/>` +
      `<path d="M${s / 2} ${h * 0.1} L${s * 0.85} ${h / 2} L${s / 2} ${h * 0.9} L${s * 0.15} ${h / 2} Z" fill="${a}" stroke="${darken(a, 0.3)}" stroke-width="${u * 0.4}"/>` +
      `<path d="M${s / 2} ${h * 0.32} L${s * 0.66} ${h / 2} L${s / 2} ${h * 0.68} L${s * 0.34} ${h / 2} Z" fill="${b}"/>` +
      `<path d="M0 0 L${s * 0.12} ${h * 0.15} L0 ${h * 0.3} Z M${s} 0 L${s * 0.88} ${h * 0.15} L${s} ${h * 0.3} Z M0 ${h} L${s * 0.12} ${h * 0.85} L0 ${h * 0.7} Z M${s} ${h} L${s * 0.88} ${h * 0.85} L${s} ${h * 0.7} Z" fill="${d}"/>` +
      `</pattern>`
    );
  });
  return `url(#${id})`;
}
