// A catalog art drawn at a known scale and read by its own centimetres: what it draws at a point of the piece.
import { Resvg } from '@resvg/resvg-js';

/**
 * The art (an SVG of catalog/art) drawn `pxPerCm` pixels to the centimetre: its size in pixels, its alpha at a pixel,
 * and its colour (RGBA) at a point given in cm from the piece's left edge and above its floor line.
 */
export function drawnArt(svg: string, pxPerCm: number) {
  const [vx, vy, vw] = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+)/.exec(svg)!.slice(1).map(Number);
  const { width, height, pixels } = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.round(vw * pxPerCm) },
  }).render();
  const k = width / vw;
  // The viewBox starts its top margin above the piece's top: y 0 is the piece's height.
  const H = height / k + vy;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  const alphaAt = (x: number, y: number) => (inside(x, y) ? pixels[(y * width + x) * 4 + 3] : 0);
  const colourAtCm = (xCm: number, hCm: number): number[] => {
    const [x, y] = [Math.round((xCm - vx) * k), Math.round((H - hCm - vy) * k)];
    const i = (y * width + x) * 4;
    return inside(x, y) ? [...pixels.subarray(i, i + 4)] : [0, 0, 0, 0];
  };
  return { width, height, alphaAt, colourAtCm };
}
