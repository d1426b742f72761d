import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface EditRequest {
  authorization?: string;
  fields: Record<string, string>;
  image: Buffer;
  /** The `mask` file, when one was sent. */
  mask?: Buffer;
}

/**
 * A local server speaking the OpenAI image-edit protocol (POST /v1/images/edits, multipart in,
 * `{data: [{b64_json}]}` out). `plan` says what each successive call does.
 */
export async function startImageApi(plan: ('ok' | 'fail' | 'hang' | 'bad-request' | 'url')[]): Promise<{
  url: string;
  requests: EditRequest[];
  close(): Promise<void>;
}> {
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024 } });
  const requests: EditRequest[] = [];
  const photo = await sharp({ create: { width: 1024, height: 683, channels: 3, background: '#c8a27a' } })
    .png()
    .toBuffer();
  let call = 0;
  app.get('/files/photo.png', async (_req, reply) => reply.type('image/png').send(photo));
  app.post('/v1/images/edits', async (request, reply) => {
    const fields: Record<string, string> = {};
    let image: Buffer = Buffer.alloc(0);
    let mask: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'mask') mask = await part.toBuffer();
      else if (part.type === 'file') image = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
    requests.push({ authorization: request.headers.authorization, fields, image, mask });
    if (mask) {
      // As the real API: a PNG with an alpha channel, exactly as large as the image.
      const [m, i] = await Promise.all([sharp(mask).metadata(), sharp(image).metadata()]);
      if (m.format !== 'png' || !m.hasAlpha || m.width !== i.width || m.height !== i.height)
        return reply.code(400).send({ error: { message: 'mask must be a PNG with alpha, the size of the image' } });
    }
    const step = plan[Math.min(call++, plan.length - 1)];
    if (step === 'fail') return reply.code(500).send({ error: { message: 'upstream overloaded' } });
    if (step === 'bad-request') return reply.code(400).send({ error: { message: 'bad prompt' } });
    if (step === 'hang') return new Promise(() => undefined);
    if (step === 'url') return { created: 1, data: [{ url: `http://127.0.0.1:${port}/files/photo.png` }] };
    return { created: 1, data: [{ b64_json: photo.toString('base64') }] };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: async () => {
      app.server.closeAllConnections();
      await app.close();
    },
  };
}
