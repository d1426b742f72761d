import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCS_CONTENT_SECURITY_POLICY } from '../../src/server/plugins/docs';
import { makeTestApp, type TestApp } from '../support/server/testApp';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

describe('the OpenAPI viewer at /docs, next to a built SPA', () => {
  let t: TestApp;
  const staticDir = path.join(os.tmpdir(), `roomwise-docs-spa-${process.pid}`);

  beforeAll(async () => {
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Roomwise</title><div id="root"></div>');
    t = await makeTestApp({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/docs', '/docs/'])(
    '%s is the viewer, whose policy lets its own files run and nothing else',
    async (url) => {
      const page = await t.app.inject({ method: 'GET', url, headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="swagger-ui">');
      expect(page.body).not.toContain('<div id="root">');

      const policy = String(page.headers['content-security-policy']);
      expect(policy).toBe(DOCS_CONTENT_SECURITY_POLICY);
      const csp = directives(policy);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // Such a policy blocks inline code: the page must have none.
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(page.body).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);

      // Every script, style sheet and icon the page names is served, same-origin, with its type.
      const pageUrl = new URL(url, 'http://localhost');
      const assets = [...page.body.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1], pageUrl));
      expect(assets.map((a) => a.pathname)).toEqual(
        expect.arrayContaining([
          '/docs/static/swagger-ui.css',
          '/docs/static/swagger-ui-bundle.js',
          '/docs/static/swagger-ui-standalone-preset.js',
          '/docs/static/swagger-initializer.js',
        ]),
      );
      for (const asset of assets) {
        expect(asset.origin).toBe('http://localhost');
        const res = await t.app.inject({ method: 'GET', url: asset.pathname });
        const type = asset.pathname.endsWith('.js')
          ? /^application\/javascript/
          : asset.pathname.endsWith('.css')
            ? /^text\/css/
            : /^image\//;
        expect({ asset: asset.pathname, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
          asset: asset.pathname,
          status: 200,
          type: expect.stringMatching(type),
        });
      }
    },
  );

  it('points the viewer at /docs/json, which serves the document', async () => {
    const initializer = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Roomwise' } });
  });

  it('leaves out what is not API: the app shell, its files, /config.js, stored media and the viewer', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    // The SPA is built here, so its routes exist; they answer but are not documented.
    expect((await t.app.inject({ method: 'GET', url: '/config.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/', headers: html })).statusCode).toBe(200);
    const documented = Object.keys(paths);
    for (const route of ['/', '/{*}', '/*', '/config.js', '/media/{*}', '/media/*']) {
      expect(documented).not.toContain(route);
    }
    expect(documented.filter((p) => p.startsWith('/docs'))).toEqual([]);
    expect(documented).toEqual(expect.arrayContaining(['/healthz', '/auth/login', '/media/catalog/{file}']));
  });
});
