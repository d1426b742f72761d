// Soft parts: cushions, pillows, buttons, channels, piping.
import { darken, lighten, mix } from './colors';
import { bohoPattern } from './fronts';
import type { Look } from './look';
import { face, polyFace, type Material } from './shading';

/** A cushion: soft rounded block with its textile's details. */
export function cushion(
  L: Look,
  x: number,
  z: number,
  w: number,
  h: number,
  m: Material = L.fabric,
  back = false,
): void {
  const { c, t } = L;
  const u = c.u;
  const rx = Math.min(w, h) * (t.textile === 'leather' ? 0.14 : 0.2);
  face(c, x, z, w, h, m, { rx });
  const seamHex = darken(m.hex, 0.3);
  switch (t.textile) {
    case 'piped':
    case 'skirt':
      c.rect(x + u * 1.2, z + u * 1.2, w - u * 2.4, h - u * 2.4, {
        stroke: seamHex,
        sw: u * 0.5,
        rx: rx * 0.8,
        opacity: 0.7,
      });
      break;
    case 'tufted':
      if (back) buttons(L, x, z, w, h, 'diamond');
      break;
    case 'buttoned':
      if (back) buttons(L, x, z, w, h, 'row');
      break;
    case 'channel': {
      const n = Math.max(2, Math.round(w / 14));
      for (let i = 1; i < n; i++) {
        const cx = x + (w * i) / n;
        c.line(cx, z + u * 1.5, cx, z + h - u * 1.5, { stroke: seamHex, sw: u * 0.7 });
        c.line(cx + u * 0.8, z + u * 2, cx + u * 0.8, z + h - u * 2, {
          stroke: lighten(m.hex, 0.25),
          sw: u * 0.5,
          opacity: 0.7,
        });
      }
      break;
    }
    case 'leather':
      c.rect(x + u * 1.4, z + u * 1.4, w - u * 2.8, h - u * 2.8, {
        stroke: lighten(m.hex, 0.25),
        sw: u * 0.4,
        rx: rx * 0.8,
        opacity: 0.6,
      });
      c.line(x + w * 0.2, z + h * 0.8, x + w * 0.45, z + h * 0.8, { stroke: '#ffffff', sw: u * 1.2, opacity: 0.25 });
      break;
    default:
      break;
  }
  // A soft crease near the bottom makes a cushion look sat-on.
  if (h > u * 10) {
    const cz = z + h * 0.22;
    c.path(`M${c.p(x + w * 0.15, cz)} Q${c.p(x + w * 0.5, cz - h * 0.06)} ${c.p(x + w * 0.85, cz)}`, {
      stroke: darken(m.hex, 0.2),
      sw: u * 0.6,
      opacity: 0.5,
    });
  }
}

function buttons(L: Look, x: number, z: number, w: number, h: number, layout: 'diamond' | 'row'): void {
  const { c } = L;
  const r = Math.max(c.u * 0.9, Math.min(w, h) * 0.025);
  const hex = darken(L.fabric.hex, 0.35);
  const put = (bx: number, bz: number) => {
    c.ellipse(bx, bz, r, r, { fill: hex, stroke: 'none' });
    c.line(bx - r * 3, bz - r * 2, bx, bz, { stroke: hex, sw: c.u * 0.4, opacity: 0.5 });
    c.line(bx + r * 3, bz - r * 2, bx, bz, { stroke: hex, sw: c.u * 0.4, opacity: 0.5 });
  };
  if (layout === 'row') {
    const n = Math.max(2, Math.round(w / 25));
    for (let i = 0; i < n; i++) put(x + (w * (i + 0.5)) / n, z + h * 0.55);
    return;
  }
  const cols = Math.max(2, Math.round(w / 16));
  for (let row = 0; row < 3; row++) {
    const off = row % 2 === 0 ? 0.5 : 1;
    for (let i = 0; i < cols - (row % 2); i++) put(x + (w * (i + off)) / cols, z + h * (0.25 + row * 0.25));
  }
}

/** A throw pillow leaning against the back, with style-specific fabric. */
export function pillow(L: Look, cx: number, z: number, s: number, k: number): void {
  const { c, t } = L;
  const u = c.u;
  const hex = t.accents[k % t.accents.length];
  const h = s;
  const w = s;
  // Pillows lean slightly, pinched corners.
  const x = cx - w / 2;
  const d =
    `M${c.p(x, z + h)} Q${c.p(cx, z + h * 0.9)} ${c.p(x + w, z + h)} Q${c.p(x + w * 0.9, z + h / 2)} ${c.p(x + w, z)} ` +
    `Q${c.p(cx, z + h * 0.1)} ${c.p(x, z)} Q${c.p(x + w * 0.1, z + h / 2)} ${c.p(x, z + h)} Z`;
  pillowFill(L, d, hex);
  if (t.textile === 'boho') c.path(d, { fill: bohoPattern(L, hex), opacity: 0.85 });
  if (t.textile === 'stripe') {
    for (const f of [0.3, 0.5, 0.7])
      c.line(x + w * 0.12, z + h * f, x + w * 0.88, z + h * f, { stroke: mix(hex, '#ffffff', 0.7), sw: u * 1.2 });
  }
  if (t.textile === 'boho') {
    for (const [tx, tz] of [
      [x, z],
      [x + w, z],
      [x, z + h],
      [x + w, z + h],
    ]) {
      c.line(tx, tz, tx + (tx < cx ? -u * 2 : u * 2), tz - u * 2, { stroke: t.accents[1], sw: u * 1.2 });
    }
  }
  c.path(d, { stroke: darken(hex, 0.45), sw: u * 0.7 });
}

function pillowFill(L: Look, d: string, hex: string): void {
  const { c } = L;
  const id = c.def(
    `pillow:${hex}`,
    (id) =>
      `<radialGradient id="${id}" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${lighten(hex, 0.25)}"/>` +
      `<stop offset="0.7" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.3)}"/></radialGradient>`,
  );
  c.path(d, { fill: `url(#${id})`, stroke: 'none' });
}

/** The top surface of a seat cushion seen from above. */
export function seatTop(L: Look, x: number, z: number, w: number, depth: number, m: Material = L.fabric): void {
  const inset = Math.min(w * 0.04, depth * 0.5);
  polyFace(
    L.c,
    [
      [x + L.c.u * 0.5, z],
      [x + w - L.c.u * 0.5, z],
      [x + w - inset, z + depth],
      [x + inset, z + depth],
    ],
    m,
    0.08,
  );
}
