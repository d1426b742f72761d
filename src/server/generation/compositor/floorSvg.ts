// The floor material in perspective: boards, herringbone, concrete or tiles, each element projected from the floor plan.
import { darken, lighten, mix } from '../../catalog/art/colors';
import type { Camera, Room } from './geometry';
import type { RoomLook } from './palette';
import { Rng } from '../../catalog/art/rng';

const range = (rnd: Rng, lo: number, hi: number) => lo + rnd.next() * (hi - lo);

type P = [number, number];

const f2 = (v: number) => v.toFixed(1);

function poly(cam: Camera, pts: P[], attrs: string): string {
  const s = pts
    .map(([x, z]) => cam.project(x, 0, z))
    .map((p) => `${f2(p.x)},${f2(p.y)}`)
    .join(' ');
  return `<polygon points="${s}" ${attrs}/>`;
}

function line(cam: Camera, a: P, b: P, attrs: string): string {
  const p = cam.project(a[0], 0, a[1]);
  const q = cam.project(b[0], 0, b[1]);
  return `<line x1="${f2(p.x)}" y1="${f2(p.y)}" x2="${f2(q.x)}" y2="${f2(q.y)}" ${attrs}/>`;
}

/** Floor depth reached at the bottom of the image, plus a margin. */
const farDepth = (cam: Camera, room: Room) => Math.min(cam.zc - 20, room.depth + 60);

function boards(cam: Camera, room: Room, look: RoomLook, rnd: Rng): string {
  const { base, plankCm, variation } = look.floor;
  const out: string[] = [];
  const zMax = farDepth(cam, room);
  const seam = darken(base, 0.3);
  for (let x = 0, i = 0; x < room.width; x += plankCm, i++) {
    const x1 = Math.min(room.width, x + plankCm);
    let z = -range(rnd, 0, 180);
    while (z < zMax) {
      const len = range(rnd, 90, 210);
      const z0 = Math.max(0, z);
      const z1 = Math.min(zMax, z + len);
      const tone = range(rnd, -variation, variation);
      const fill = tone > 0 ? lighten(base, tone) : darken(base, -tone);
      out.push(
        poly(
          cam,
          [
            [x, z0],
            [x1, z0],
            [x1, z1],
            [x, z1],
          ],
          `fill="${fill}"`,
        ),
      );
      // Grain: a few long streaks along the board.
      for (let g = 0; g < 2; g++) {
        const gx = x + range(rnd, 0.2, 0.8) * (x1 - x);
        out.push(
          line(
            cam,
            [gx, z0 + 3],
            [gx + range(rnd, -1.5, 1.5), z1 - 3],
            `stroke="${darken(fill, 0.12)}" stroke-opacity="0.35" stroke-width="0.8"`,
          ),
        );
      }
      if (z1 < zMax) out.push(line(cam, [x, z1], [x1, z1], `stroke="${seam}" stroke-opacity="0.55" stroke-width="1"`));
      z += len;
    }
    out.push(line(cam, [x, 0], [x, zMax], `stroke="${seam}" stroke-opacity="0.5" stroke-width="1"`));
  }
  return out.join('');
}

/**
 * Herringbone parquet, spine running into the room. In a frame turned 45° the blocks (n × 1) form staircases:
 * H_t = [t, t+n]×[t, t+1] and V_t = [t, t+1]×[t+1, t+1+n]; staircases shifted by (n, −n) tile the floor.
 */
function herringbone(cam: Camera, room: Room, look: RoomLook, rnd: Rng): string {
  const { base, plankCm, variation } = look.floor;
  const out: string[] = [];
  const zMax = farDepth(cam, room);
  const n = 5;
  const s = plankCm / Math.SQRT2;
  const seam = darken(base, 0.35);
  const toFloor = (p: number, q: number): P => [(p - q) * s, (p + q) * s];
  const kMax = Math.ceil(room.width / (2 * n * s)) + 2;
  const tMax = Math.ceil(zMax / (2 * s)) + n + 2;
  for (let k = -2; k <= kMax; k++) {
    for (let t = -n - 2; t <= tMax; t++) {
      for (const [p0, q0, wp, wq] of [
        [t + n * k, t - n * k, n, 1],
        [t + n * k, t + 1 - n * k, 1, n],
      ]) {
        const pts = [toFloor(p0, q0), toFloor(p0 + wp, q0), toFloor(p0 + wp, q0 + wq), toFloor(p0, q0 + wq)];
        if (
          pts.every(([x]) => x < 0) ||
          pts.every(([x]) => x > room.width) ||
          pts.every(([, z]) => z < 0) ||
          pts.every(([, z]) => z > zMax)
        )
          continue;
        const tone = range(rnd, -variation, variation);
        const fill = tone > 0 ? lighten(base, tone) : darken(base, -tone);
        // Only the near end is clamped (beyond the frame), where the projection would run away.
        const clamped = pts.map(([x, z]) => [x, Math.min(z, zMax)] as P);
        out.push(poly(cam, clamped, `fill="${fill}" stroke="${seam}" stroke-opacity="0.45" stroke-width="0.7"`));
      }
    }
  }
  return out.join('');
}

function concrete(cam: Camera, room: Room, look: RoomLook, rnd: Rng): string {
  const { base, plankCm } = look.floor;
  const out: string[] = [];
  const zMax = farDepth(cam, room);
  out.push(
    poly(
      cam,
      [
        [0, 0],
        [room.width, 0],
        [room.width, zMax],
        [0, zMax],
      ],
      `fill="${base}"`,
    ),
  );
  for (let i = 0; i < 26; i++) {
    const x = range(rnd, 0, room.width);
    const z = range(rnd, 0, zMax);
    const r = range(rnd, 40, 140);
    const p = cam.project(x, 0, z);
    const s = cam.scale(z);
    const light = rnd.next() < 0.5;
    out.push(
      `<ellipse cx="${f2(p.x)}" cy="${f2(p.y)}" rx="${f2(r * s)}" ry="${f2(r * s * 0.35)}" fill="url(#${light ? 'mottleLight' : 'mottleDark'})"/>`,
    );
  }
  for (let x = plankCm; x < room.width; x += plankCm)
    out.push(line(cam, [x, 0], [x, zMax], `stroke="${darken(base, 0.25)}" stroke-opacity="0.4" stroke-width="1"`));
  for (let z = plankCm; z < zMax; z += plankCm)
    out.push(
      line(cam, [0, z], [room.width, z], `stroke="${darken(base, 0.25)}" stroke-opacity="0.4" stroke-width="1"`),
    );
  return out.join('');
}

function tiles(cam: Camera, room: Room, look: RoomLook, rnd: Rng): string {
  const { base, plankCm, variation } = look.floor;
  const out: string[] = [];
  const zMax = farDepth(cam, room);
  for (let x = 0; x < room.width; x += plankCm) {
    for (let z = 0; z < zMax; z += plankCm) {
      const tone = range(rnd, -variation, variation);
      const fill = tone > 0 ? lighten(base, tone) : darken(base, -tone);
      out.push(
        poly(
          cam,
          [
            [x, z],
            [Math.min(room.width, x + plankCm), z],
            [Math.min(room.width, x + plankCm), Math.min(zMax, z + plankCm)],
            [x, Math.min(zMax, z + plankCm)],
          ],
          `fill="${fill}" stroke="${mix(base, '#ffffff', 0.5)}" stroke-width="1.2"`,
        ),
      );
    }
  }
  return out.join('');
}

export function floorSvg(cam: Camera, room: Room, look: RoomLook, seed: string): string {
  const rnd = new Rng(`floor|${seed}`);
  switch (look.floor.kind) {
    case 'herringbone':
      return herringbone(cam, room, look, rnd);
    case 'concrete':
      return concrete(cam, room, look, rnd);
    case 'tiles':
      return tiles(cam, room, look, rnd);
    default:
      return boards(cam, room, look, rnd);
  }
}
