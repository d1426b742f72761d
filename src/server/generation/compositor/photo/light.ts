// The photo's light, read from its pixels: how bright it is and from which side, for the contact shadows.
import type { ShadowLook } from '../shadows';
import type { Sprite } from '../sprite';

export interface PhotoLight {
  /** Mean luminance, 0 (black) to 1 (white). */
  brightness: number;
  /** −1 (all light on the left) to 1 (all on the right). */
  balance: number;
}

/** About 20,000 pixels on a grid are enough for a mean: a 12-megapixel photo is not read in full. */
export function measureLight(photo: Sprite, channels: 3 | 4 = 4): PhotoLight {
  const step = Math.max(1, Math.round(Math.sqrt((photo.width * photo.height) / 20_000)));
  const half = photo.width / 2;
  let left = 0;
  let right = 0;
  let nl = 0;
  let nr = 0;
  const d = photo.data;
  for (let y = step >> 1; y < photo.height; y += step) {
    for (let x = step >> 1; x < photo.width; x += step) {
      const i = (y * photo.width + x) * channels;
      const l = (0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2]) / 255;
      if (x < half) {
        left += l;
        nl++;
      } else {
        right += l;
        nr++;
      }
    }
  }
  const l = left / Math.max(1, nl);
  const r = right / Math.max(1, nr);
  return { brightness: (left + right) / Math.max(1, nl + nr), balance: l + r > 0 ? (r - l) / (l + r) : 0 };
}

/**
 * Bright photos have hard light: crisper, darker contact shadows; dim ones soft, fainter ones. The shadows
 * lean away from the brighter side. The mask keeps the drawn rooms' resolution relative to the image.
 */
export function shadowLook(light: PhotoLight, imageWidth: number): ShadowLook {
  const b = Math.min(1, Math.max(0, (light.brightness - 0.25) / 0.5));
  return {
    q: Math.max(4, Math.round(imageWidth / 384)),
    blur: 1.5 - 0.9 * b,
    darkness: 0.75 + 0.4 * b,
    shift: { x: -Math.max(-1, Math.min(1, light.balance * 3)) * 10, z: 4 },
  };
}
