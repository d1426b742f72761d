// The login screen prerendered at build time (issue 20.10): scripts/prerender.ts is run for real
// (the same render `npm run build:client` does) into a scratch folder around a webpack-like
// index.html, and the server's answer for / is checked as a browser gets it before any script runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRODUCT_NAME } from '../../src/shared/constants';
import { makeTestApp, type TestApp } from '../support/server/testApp';

const ROOT = path.resolve(__dirname, '../..');
const html = { accept: 'text/html,application/xhtml+xml' };

// What html-webpack-plugin writes (minified, deferred scripts in the head).
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Roomwise</title>' +
  '<script defer src=/config.js></script><script defer src=/assets/runtime.0123456789.js></script>' +
  '<script defer src=/assets/main.0123456789.js></script></head><body>' +
  '<noscript>Roomwise needs JavaScript to run.</noscript><div id=root></div></body></html>';
const CHUNK_GROUPS = {
  main: ['assets/runtime.0123456789.js', 'assets/main.0123456789.js'],
  login: ['assets/main.0123456789.js', 'assets/134.0123456789.js', 'assets/login.0123456789.js'],
};

/** The sources a policy allows for one directive. */
const directive = (policy: string, name: string) =>
  (
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name) ?? [name]
  ).slice(1);

const inlineScripts = (body: string) =>
  [...body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\ssrc=/.test(attrs));

describe('the prerendered login screen at /', () => {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-prerender-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, '.chunk-groups.json'), JSON.stringify(CHUNK_GROUPS));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts', '--dist', staticDir], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    if (run.status !== 0) throw new Error(`scripts/prerender.ts failed:\n${run.stdout}\n${run.stderr}`);
    t = await makeTestApp({ env: { STATIC_DIR: staticDir } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const getRoot = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/', headers: { ...html, ...headers } });

  it("holds the login form's heading, fields, button and links before any script runs", async () => {
    const res = await getRoot();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.body;
    const root = body.slice(body.indexOf('<div id="root"'));
    expect(root).toMatch(new RegExp(`<h1[^>]*>Welcome to (<!-- -->)?${PRODUCT_NAME}</h1>`));
    expect(root).toMatch(/<form[^>]*aria-label="Log in"/);
    for (const [label, name, type] of [
      ['Email', 'email', 'email'],
      ['Password', 'password', 'password'],
    ]) {
      // A <label for> naming the input's id: the field has its accessible name without React.
      const input = new RegExp(`<input[^>]*id="([^"]+)"[^>]*name="${name}"[^>]*type="${type}"`).exec(root);
      expect(input).not.toBeNull();
      expect(root).toContain(`for="${input![1]}">${label}</label>`);
    }
    expect(root).toMatch(/<button[^>]*type="submit"[^>]*>Login<\/button>/);
    expect(root).toMatch(/<a[^>]*href="\/password-reset-request"[^>]*>Forgot Password\?<\/a>/);
    expect(root).toMatch(/Don&#x27;t have an account\?(<!-- -->)? <a[^>]*href="\/register"[^>]*>Signup<\/a>/);
    // No Google button without a client id (the build renders none).
    expect(root).not.toContain('Continue With Google');
  });

  it('carries the CSS of every class in its markup, so the first paint is styled', async () => {
    const body = (await getRoot()).body;
    const style = /<style data-emotion="css ([^"]*)">([\s\S]*?)<\/style>/.exec(body);
    expect(style).not.toBeNull();
    const css = style![2];
    expect(css.length).toBeGreaterThan(2000);
    const markup = body.slice(body.indexOf('<div id="root"'));
    const classes = new Set([...markup.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((m) => m[1]).filter((id) => id !== '0'));
    expect(classes.size).toBeGreaterThan(10);
    for (const id of classes) {
      expect({ id, defined: css.includes(`.css-${id}`) }).toEqual({ id, defined: true });
      // emotion on the client reads the ids in data-emotion as already inserted.
      expect(style![1].split(' ')).toContain(id);
    }
  });

  it('keeps a valid CSP: its one inline script allowed by hash, every other script from the origin', async () => {
    const res = await getRoot();
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const scriptSrc = directive(policy, 'script-src');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = inlineScripts(res.body);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0][2], 'utf8').digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    // The styles are inline: allowed by style-src, as emotion's runtime styles always were.
    expect(directive(policy, 'style-src')).toContain("'unsafe-inline'");
    for (const [, src] of res.body.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)) expect(src).toMatch(/^\/[^/]/);
    // The entry bundles and the login screen's chunks (once each) start loading with the page.
    const scripts = [...res.body.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      '/config.js',
      '/assets/runtime.0123456789.js',
      '/assets/main.0123456789.js',
      '/assets/134.0123456789.js',
      '/assets/login.0123456789.js',
    ]);
    // /login.html asked for by its name is the same document: the same policy.
    const byName = await t.app.inject({ method: 'GET', url: '/login.html', headers: html });
    expect(byName.headers['content-security-policy']).toBe(policy);
  });

  it('sends the compressed copy the build made to a browser that accepts it', async () => {
    const plain = (await getRoot()).body;
    const br = await getRoot({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    const gzip = await getRoot({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
    expect(plain).toBe(readFileSync(path.join(staticDir, 'login.html'), 'utf8'));
  });

  it('leaves the other routes on the plain shell', async () => {
    for (const url of ['/register', '/dashboard', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).not.toContain('Welcome to');
      expect(res.body).toContain('<div id=root></div>');
    }
  });

  it('sends the plain shell for / when Google sign-in is configured (the prerender has no Google button)', async () => {
    const google = await makeTestApp({
      env: { STATIC_DIR: staticDir, GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    try {
      const res = await google.app.inject({ method: 'GET', url: '/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(inlineScripts(res.body)).toHaveLength(0);
    } finally {
      await google.close();
    }
  });
});
