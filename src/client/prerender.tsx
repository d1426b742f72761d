/**
 * Renders the login screen (/) to HTML and CSS at build time (scripts/prerender.ts runs this in
 * Node after webpack): the same tree index.tsx hydrates, from an empty store, with no Google
 * client id. Not part of the bundle.
 */
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import type { PrerenderedScreen } from './prerenderShell';

/** Renders to a string once every lazy screen has loaded (renderToString would give the fallback). */
function renderComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => reject(err instanceof Error ? err : new Error(String(err))),
    });
  });
}

/**
 * emotion's CSS for the markup: the rules of every class name in it, and the global ones
 * (CssBaseline, keyframes), which have no class name to look for. As @emotion/server's
 * extractCritical does, without its stream dependencies.
 */
function criticalCss(cache: EmotionCache, html: string): { styleIds: string[]; css: string } {
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]));
  const styleIds: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const global = cache.registered[`${cache.key}-${id}`] === undefined;
    if (!used.has(id) && !global) continue;
    styleIds.push(id);
    css += rules;
  }
  return { styleIds, css };
}

export async function renderLoginScreen(): Promise<PrerenderedScreen> {
  const cache = createCache({ key: 'css' });
  // Collect the rules in the cache rather than as <style> tags inside the markup.
  cache.compat = true;
  const store = makeStore();
  const html = await renderComplete(
    <CacheProvider value={cache}>
      <StrictMode>
        <AppProviders store={store} renderBeforeRehydration>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    </CacheProvider>,
  );
  return { html, ...criticalCss(cache, html) };
}
