import { ROOM_IMAGE_SIZE, roomImageSrcSet } from '../../shared/roomImages';

/** Width of the main column (DashboardShell): the screen less its padding, and the menu from md. */
export const MAIN_COLUMN_SIZES =
  '(min-width: 900px) calc(100vw - 330px), (min-width: 600px) calc(100vw - 50px), calc(100vw - 34px)';

/**
 * The attributes of a generated room's <img>: its WebP copies (src/shared/roomImages.ts) for the
 * browser to pick from by `sizes` and the screen's density, the original as `src` where they are not
 * understood (or for any other URL), its size so the space is kept before it loads, and lazy
 * loading unless it is the screen's main picture.
 */
export function roomImageProps(url: string, sizes: string, main = false) {
  const srcSet = roomImageSrcSet(url);
  return {
    src: url,
    ...(srcSet ? { srcSet, sizes } : {}),
    width: ROOM_IMAGE_SIZE.width,
    height: ROOM_IMAGE_SIZE.height,
    loading: main ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
  };
}
