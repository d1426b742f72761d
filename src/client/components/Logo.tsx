import { PRODUCT_NAME } from '../../shared/constants';

// public/logo.svg's own size: its width at a given height.
const LOGO_WIDTH = 168;
const LOGO_HEIGHT = 40;

/**
 * The logo, with its size in the markup: on the prerendered login page the first paint can come
 * before the image has loaded, and without a size the card shifted when it arrived.
 */
export function Logo({ height = 36 }: { height?: number }) {
  return (
    <img
      src="/logo.svg"
      alt={`${PRODUCT_NAME} logo`}
      width={Math.round((height * LOGO_WIDTH) / LOGO_HEIGHT)}
      height={height}
      style={{ display: 'block', height, width: 'auto' }}
    />
  );
}
