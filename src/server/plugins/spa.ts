import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
/** The policy of the app's documents; `scriptHashes` allow the inline scripts of one document by their hash. */
export const contentSecurityPolicy = (scriptHashes: string[] = []) =>
  [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`), `${GOOGLE}/gsi/client`].join(' '),
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
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The sha256 source of each inline <script> (one without src) of a document, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}`,
  );
}

// The login screen prerendered at build time (scripts/prerender.ts), with .br and .gz copies.
const LOGIN_SHELL = 'login.html';
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

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
  const loginFile = path.join(opts.staticDir, LOGIN_SHELL);
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
        // /index.html asked for by its name is the same document as the shell: the same policy;
        // /login.html the same as /, with its inline script allowed.
        if (HTML_FILE.test(file)) {
          const login = path.basename(file).startsWith(LOGIN_SHELL);
          res.header(
            'content-security-policy',
            login
              ? contentSecurityPolicy(inlineScriptHashes(readFileSync(loginFile, 'utf8')))
              : CONTENT_SECURITY_POLICY,
          );
        }
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

  /**
   * / is the login screen (SPEC.md §2) for everyone without a session: sent already rendered, so
   * it paints before any script has run, and the bundles hydrate it. The build renders it without
   * the Google button, so with Google sign-in configured / is the plain shell like the other routes.
   * Read on each request, as the shell is, so a rebuild needs no restart.
   */
  const sendLoginShell = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (opts.googleClientId) return false;
    const html = await readFile(loginFile, 'utf8').catch(() => null);
    if (html === null) return false;
    const accepted = (request.headers['accept-encoding'] ?? '').toLowerCase();
    let body: Buffer | string = html;
    for (const encoding of ENCODINGS) {
      if (!new RegExp(`\\b${encoding.name}\\b`).test(accepted)) continue;
      const compressed = await readFile(loginFile + encoding.suffix).catch(() => null);
      if (!compressed) continue;
      body = compressed;
      reply.header('content-encoding', encoding.name);
      break;
    }
    await reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html)))
      .send(body);
    return true;
  };

  // The static handler answers a directory with 403, so the root route is the shell explicitly.
  app.get('/', async (request, reply) => {
    if (!built) return reply.callNotFound();
    if (await sendLoginShell(request, reply)) return reply;
    return sendShell(reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (built && wantsShell(request)) return sendShell(reply);
    return reply.code(404).send({ success: false, code: 'not-found', message: routeNotFoundMessage(request) });
  });
}

export default fp(spaPlugin, { name: 'spa' });
