import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { makeTestApp, type TestApp } from '../support/server/testApp';

describe('serving the built SPA', () => {
  let t: TestApp;
  const staticDir = path.join(os.tmpdir(), `roomwise-spa-${process.pid}`);
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'static'), { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Roomwise</title><div id="root"></div>');
    writeFileSync(
      path.join(staticDir, 'index.html.gz'),
      gzipSync('<!doctype html><title>Roomwise</title><div id="root"></div>'),
    );
    writeFileSync(path.join(staticDir, 'static', 'main.0123abcd4567.js'), 'console.log(1)');
    writeFileSync(path.join(staticDir, 'static', 'main.0123abcd4567.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(path.join(staticDir, '.build-stamp'), 'abc123\n');
    t = await makeTestApp({
      env: { STATIC_DIR: staticDir, GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'secret' },
    });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/register',
    '/email_confirmation?email=a%40b.co',
    '/dashboard/settings',
    '/dashboard/view/123',
    '/signout',
  ])('answers %s with the app shell, never cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every HTML response the headers of the shell, /index.html by its name included', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/', headers: html });
    const documentHeaders = Object.fromEntries(
      [
        'content-security-policy',
        'cache-control',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'strict-transport-security',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
      ].map((name) => [name, shell.headers[name]]),
    );
    expect(documentHeaders['content-security-policy']).toContain("frame-ancestors 'none'");
    const requests = [
      { url: '/index.html', headers: html },
      { url: '/index.html', headers: {} },
      { url: '/index.html', headers: { ...html, 'accept-encoding': 'gzip' } },
      { url: '/dashboard/history', headers: html },
      { url: '/no/such/page', headers: html },
    ];
    for (const { url, headers } of requests) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect({ url, headers, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        url,
        headers,
        status: 200,
        type: expect.stringMatching(/^text\/html/),
      });
      expect({ url, ...res.headers }).toMatchObject({ url, ...documentHeaders });
    }
  });

  it('serves hashed assets with a year of caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/main.0123abcd4567.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy the build made to a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/static/main.0123abcd4567.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a dotfile of the build folder, such as the build stamp', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.build-stamp' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('abc123');
  });

  it('serves the runtime config the SPA reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toBe('window.__ROOMWISE_CONFIG__ = {"googleClientId":"client-123","apiUrl":""};\n');
  });

  it('keeps API misses, missing assets and non-GETs as JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/user/nothing'],
      ['GET', '/auth/nothing'],
      ['GET', '/static/missing.js'],
      ['POST', '/dashboard'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: method === 'GET' && url.startsWith('/static') ? {} : html,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'not-found', message: expect.any(String) });
    }
  });
});
