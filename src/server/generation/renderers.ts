import type { Config } from '../config';
import { createImageApiRenderer } from './imageApi';
import type { Renderer } from './renderer';

/** The compositor by default; the image API, on top of it, when IMAGE_API_URL is set. */
export function createRenderer(
  config: Pick<Config, 'imageApi'>,
  compositor: Renderer,
  log?: { warn(obj: object, msg: string): void },
): Renderer {
  return config.imageApi ? createImageApiRenderer({ ...config.imageApi, fallback: compositor, log }) : compositor;
}
