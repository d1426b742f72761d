// A room photo drawn by a known camera: a floor grid on a plain wall, and the floor corners that camera sees.
import sharp from 'sharp';

export interface KnownCamera {
  width: number;
  height: number;
  /** Focal length in pixels; the principal point is the image centre. */
  f: number;
  /** Camera position: x from the left wall, height above the floor, z from the back wall (cm). */
  x: number;
  h: number;
  z: number;
  /** Downward tilt and turn to the left (degrees). */
  pitchDeg: number;
  yawDeg: number;
}

type V = [number, number, number];

function axes(cam: KnownCamera): { right: V; down: V; forward: V } {
  const p = (cam.pitchDeg * Math.PI) / 180;
  const y = (cam.yawDeg * Math.PI) / 180;
  const yaw = ([x, h, z]: V): V => [x * Math.cos(y) + z * Math.sin(y), h, -x * Math.sin(y) + z * Math.cos(y)];
  return {
    right: yaw([1, 0, 0]),
    down: yaw([0, -Math.cos(p), Math.sin(p)]),
    forward: yaw([0, -Math.sin(p), -Math.cos(p)]),
  };
}

/** Where the known camera puts floor point (x, z) at height h. */
export function projectKnown(cam: KnownCamera, x: number, h: number, z: number): [number, number] {
  const { right, down, forward } = axes(cam);
  const d: V = [x - cam.x, h - cam.h, z - cam.z];
  const dot = (a: V) => a[0] * d[0] + a[1] * d[1] + a[2] * d[2];
  const Z = dot(forward);
  return [cam.width / 2 + (cam.f * dot(right)) / Z, cam.height / 2 + (cam.f * dot(down)) / Z];
}

/** The floor outline of a widthCm × depthCm rectangle, clockwise from back-left. */
export function knownOutline(
  cam: KnownCamera,
  widthCm: number,
  depthCm: number,
): [[number, number], [number, number], [number, number], [number, number]] {
  return [
    projectKnown(cam, 0, 0, 0),
    projectKnown(cam, widthCm, 0, 0),
    projectKnown(cam, widthCm, 0, depthCm),
    projectKnown(cam, 0, 0, depthCm),
  ];
}

/** A JPEG of the room: a light wall, a wooden floor with a dark grid line every 50 cm (drawn through the camera). */
export async function syntheticRoomPhoto(cam: KnownCamera, widthCm: number, depthCm: number): Promise<Buffer> {
  const lines: string[] = [];
  const line = (a: [number, number], b: [number, number]) =>
    lines.push(`<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="#5a4330" stroke-width="3"/>`);
  for (let x = 0; x <= widthCm; x += 50) line(projectKnown(cam, x, 0, 0), projectKnown(cam, x, 0, depthCm));
  for (let z = 0; z <= depthCm; z += 50) line(projectKnown(cam, 0, 0, z), projectKnown(cam, widthCm, 0, z));
  const floor = knownOutline(cam, widthCm, depthCm)
    .map((p) => p.join(','))
    .join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cam.width}" height="${cam.height}">
    <rect width="100%" height="100%" fill="#e9e4da"/><polygon points="${floor}" fill="#b48a60"/>${lines.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
