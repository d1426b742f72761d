// Large output buffers reused between photo renders: a fresh 36 MB buffer costs more in page faults
// than the copy into it, and the garbage collector is spared a 12-megapixel buffer per render.
const free: Buffer[] = [];
/** Renders at once on one thread (GENERATION_CONCURRENCY, on the event loop without threads). */
const KEEP = 2;

export async function withScratch<T>(bytes: number, use: (buffer: Buffer) => Promise<T>): Promise<T> {
  const index = free.findIndex((b) => b.length === bytes);
  const buffer = index >= 0 ? free.splice(index, 1)[0] : Buffer.allocUnsafe(bytes);
  try {
    return await use(buffer);
  } finally {
    free.unshift(buffer);
    free.length = Math.min(free.length, KEEP);
  }
}
