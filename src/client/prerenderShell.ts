/**
 * The prerendered login page (issue 20.10): / is sent with the login screen's markup and the
 * CSS it needs already in the HTML, so the first paint needs no JavaScript; the bundles then
 * hydrate it (index.tsx). prerender.tsx renders the screen; this module turns dist/index.html
 * into dist/login.html around it, and holds what the two sides agree on. Kept apart from
 * prerender.tsx so that index.tsx does not pull react-dom/server into the bundle.
 */

/** On #root of the prerendered page, naming what was rendered into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_LOGIN = 'login';
/** Set on <html> before the first paint when a session is stored (the login screen is then not shown). */
export const SESSION_ATTRIBUTE = 'data-session';
export const LOGIN_SHELL_FILE = 'login.html';

/**
 * The one inline script of the page (the server allows it by its hash, see spa.ts). Before the
 * first paint: with a session stored the app goes on to /dashboard, so the login form is hidden
 * rather than flashed. Until the bundles run, a press on Login must not submit the form the
 * browser's way (a GET to / with the password in the address): the app's forms have no action,
 * React handles them, so a native submit of one is always cancelled.
 */
export const SHELL_SCRIPT =
  `try{if(localStorage.getItem("authToken")!==null)document.documentElement.setAttribute("${SESSION_ATTRIBUTE}","")}catch(e){}` +
  'document.addEventListener("submit",function(e){var f=e.target;if(f&&f.tagName==="FORM"&&!f.hasAttribute("action"))e.preventDefault()},true);';

/** Follows #root: once it is in the document, all of the screen's markup is. */
const END_MARKER_ID = 'prerendered-end';

/**
 * Hidden when a session is stored (see SHELL_SCRIPT), and until the whole screen is parsed: on a
 * slow phone the browser paints a half-parsed page, and the card (centred in the window) jumped
 * up as its second half arrived. A browser without :has() shows it as it comes, as before.
 */
const SHELL_STYLE =
  `html[${SESSION_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}` +
  `body:not(:has(>#${END_MARKER_ID}))>#root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}`;

export interface PrerenderedScreen {
  /** The markup of #root. */
  html: string;
  /** emotion's ids (the part of each class name after `css-`) and their CSS, global styles included. */
  styleIds: string[];
  css: string;
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * dist/index.html with the screen in #root, its CSS in a <style> tag emotion picks up as already
 * inserted (`data-emotion="css <ids>"`), the shell script and style, and `extraScripts` (the login
 * chunks) fetched alongside the entry bundles instead of after them.
 */
export function composeLoginShell(indexHtml: string, screen: PrerenderedScreen, extraScripts: string[] = []): string {
  // html-webpack-plugin minifies the template: the quotes may be gone.
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(indexHtml)) throw new Error('index.html has no empty <div id="root">');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const head = [
    `<script>${SHELL_SCRIPT}</script>`,
    // Without JavaScript the page says so (the body's <noscript>) instead of showing a form that cannot work.
    '<noscript><style>#root{display:none}</style></noscript>',
    `<style>${SHELL_STYLE}</style>`,
    `<style data-emotion="css ${screen.styleIds.join(' ')}">${escapeStyle(screen.css)}</style>`,
    ...extraScripts.map((src) => `<script defer src="${src}"></script>`),
  ].join('');
  return indexHtml
    .replace('</head>', `${head}</head>`)
    .replace(
      root,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${PRERENDERED_LOGIN}">${screen.html}</div>` +
        `<template id="${END_MARKER_ID}"></template>`,
    );
}
