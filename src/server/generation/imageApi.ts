import sharp from 'sharp';
import { ROOM_IMAGE_HEIGHT, ROOM_IMAGE_WIDTH, type Renderer, type RenderResult, type RoomSpec } from './renderer';

export interface ImageApiOptions {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 */
  url: string;
  key?: string;
  model: string;
  timeoutMs: number;
  retries: number;
  /** Draws the composite that is sent as the reference and kept when the API fails. */
  fallback: Renderer;
  log?: { warn(obj: object, msg: string): void };
}

export function roomPrompt(spec: RoomSpec): string {
  const pieces = spec.pieces.map((p) => p.title).join('; ');
  return [
    `A photorealistic interior photograph of a ${spec.style} ${spec.roomType.toLowerCase()} in ${spec.color.toLowerCase()} tones.`,
    `It contains exactly these pieces of furniture: ${pieces}.`,
    'Keep every piece where the reference image puts it, with its shape, proportions and colour;',
    'add nothing large. Eye-level camera, soft natural daylight, realistic materials and shadows.',
  ].join(' ');
}

class RetryableError extends Error {}

/**
 * Sends the composite and a prompt to an image-edit endpoint for a photoreal version. Any
 * failure after the retries keeps the composite, and the result says which renderer made it.
 */
export function createImageApiRenderer(options: ImageApiOptions): Renderer {
  const endpoint = `${options.url.replace(/\/+$/, '')}/images/edits`;
  const backoff = (attempt: number) => 500 * 2 ** attempt;

  async function requestEdit(spec: RoomSpec, composite: RenderResult, signal?: AbortSignal): Promise<Buffer> {
    const form = new FormData();
    form.set('model', options.model);
    form.set('prompt', roomPrompt(spec));
    form.set('size', `${ROOM_IMAGE_WIDTH}x${ROOM_IMAGE_HEIGHT}`);
    form.set('n', '1');
    const jpeg = composite.extension === 'jpg';
    form.set(
      'image',
      new Blob([new Uint8Array(composite.png)], { type: jpeg ? 'image/jpeg' : 'image/png' }),
      jpeg ? 'room.jpg' : 'room.png',
    );
    // Into a photo: the model may repaint only where the pieces stand, so the room stays the user's.
    if (composite.mask) form.set('mask', new Blob([new Uint8Array(composite.mask)], { type: 'image/png' }), 'mask.png');
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        body: form,
        headers: options.key ? { authorization: `Bearer ${options.key}` } : {},
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      throw new RetryableError(`image API unreachable: ${(err as Error).message}`);
    }
    if (response.status === 429 || response.status >= 500)
      throw new RetryableError(`image API answered ${response.status}`);
    if (!response.ok)
      throw new Error(`image API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const body = (await response.json()) as { data?: { b64_json?: string; url?: string }[] };
    const first = body.data?.[0];
    let bytes: Buffer;
    if (first?.b64_json) bytes = Buffer.from(first.b64_json, 'base64');
    else if (first?.url) {
      const image = await fetch(first.url, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (!image.ok) throw new RetryableError(`image download answered ${image.status}`);
      bytes = Buffer.from(await image.arrayBuffer());
    } else throw new Error('image API answered without an image');
    // Whatever came back, what we store is the composite's size and kind.
    const resized = sharp(bytes, { limitInputPixels: 50_000_000 }).resize(composite.width, composite.height, {
      fit: 'cover',
    });
    return (jpeg ? resized.jpeg({ quality: 90 }) : resized.png()).toBuffer();
  }

  return {
    name: 'image-api',
    async render(spec, signal) {
      const composite = await options.fallback.render(
        spec.photo ? { ...spec, photo: { ...spec.photo, mask: true } } : spec,
        signal,
      );
      for (let attempt = 0; attempt <= options.retries; attempt++) {
        try {
          const png = await requestEdit(spec, composite, signal);
          return {
            png,
            renderer: 'image-api',
            width: composite.width,
            height: composite.height,
            extension: composite.extension,
            layout: composite.layout,
          };
        } catch (err) {
          const last = attempt === options.retries || !(err instanceof RetryableError) || signal?.aborted;
          options.log?.warn(
            { err: (err as Error).message, attempt },
            last ? 'image API failed; keeping the composite' : 'image API failed; retrying',
          );
          if (last) break;
          await new Promise((resolve) => setTimeout(resolve, backoff(attempt)));
        }
      }
      return { ...composite, mask: undefined };
    },
  };
}
