import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFoundMessage } from '../errors';

export interface SpaOptions {
  staticDir: string;
  googleClientId?: string;
}

// Google Identity Services needs its script, styles and frames; MUI/emotion inject styles at runtime.
const GOOGLE = 'https://accounts.google.com';
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${GOOGLE}/gsi/client`,
  `style-src 'self' 'unsafe-inline' ${GOOGLE}/gsi/style`,
  "img-src 'self' data: blob: https://*.googleusercontent.com",
  `connect-src 'self' ws: wss: ${GOOGLE}/gsi/`,
  `frame-src ${GOOGLE}/gsi/`,
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// Paths the SPA never owns: a miss there is an API 404, not the app shell.
const API_PREFIXES = ['/auth/', '/user/', '/media/', '/socket.io/', '/healthz'];
const HTML_FILE = /\.html(\.(gz|br))?$/;
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp)(\.(gz|br))?$/;

const wantsShell = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !API_PREFIXES.some((p) => request.url.startsWith(p)) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built SPA from the same process: hashed assets cached for a year, index.html for
 * every client route (history fallback), and /config.js with the runtime settings the SPA reads.
 */
async function spaPlugin(app: FastifyInstance, opts: SpaOptions) {
  const indexFile = path.join(opts.staticDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      prefix: '/',
      index: false,
      wildcard: true,
      decorateReply: false,
      // The build writes .br and .gz beside each asset.
      preCompressed: true,
      // The SPA has no dotfiles; scripts/build.ts leaves its .build-stamp in the folder.
      dotfiles: 'ignore',
      setHeaders: (res, file) => {
        res.header('cache-control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // /index.html asked for by its name is the same document as the shell: the same policy.
        if (HTML_FILE.test(file)) res.header('content-security-policy', CONTENT_SECURITY_POLICY);
      },
    });
  } else {
    app.log.warn({ staticDir: opts.staticDir }, 'no built SPA found: run npm run build:client');
  }

  const runtimeConfig = `window.__ROOMWISE_CONFIG__ = ${JSON.stringify({ googleClientId: opts.googleClientId ?? null, apiUrl: '' })};\n`;
  app.get('/config.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(runtimeConfig),
  );

  const sendShell = async (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .send(await readFile(indexFile));

  // The static handler answers a directory with 403, so the root route is the shell explicitly.
  app.get('/', async (request, reply) => {
    if (built) return sendShell(reply);
    return reply.callNotFound();
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (built && wantsShell(request)) return sendShell(reply);
    return reply.code(404).send({ success: false, code: 'not-found', message: routeNotFoundMessage(request) });
  });
}

export default fp(spaPlugin, { name: 'spa' });
