import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './build';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(ROOT, '__tests__/e2e/screenshots');
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Console errors, uncaught exceptions and CSP violations of one page, for the test to inspect. */
export interface PageLog {
  errors: string[];
  cspViolations: string[];
  console: string[];
}

export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ viewport, acceptDownloads: true, reducedMotion: 'reduce', locale: 'en-GB' });
}

export function watch(page: Page): PageLog {
  const log: PageLog = { errors: [], cspViolations: [], console: [] };
  page.on('pageerror', (err) => log.errors.push(`pageerror: ${err.message}`));
  // File choosers are intercepted only once a listener exists, and turning that on is
  // asynchronous: a keyboard press right after waitForEvent('filechooser') could open (and, in
  // headless Chromium, at once cancel) the dialog before. Listening from the start avoids that.
  page.on('filechooser', () => undefined);
  page.on('console', (msg) => {
    const text = msg.text();
    log.console.push(`${msg.type()}: ${text}`);
    if (/Content Security Policy/i.test(text)) log.cspViolations.push(text);
  });
  return log;
}

// ---------------------------------------------------------------------------------------------
// Accessibility (axe-core), screenshots and horizontal overflow

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core on the page as it is now; serious and critical violations only. The source is
 * evaluated through the DevTools protocol, which the app's CSP (script-src 'self') does not govern.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export interface OverflowFinding {
  scrollWidth: number;
  clientWidth: number;
  elements: string[];
}

/**
 * Horizontal overflow at the current width: the document must not scroll sideways, and no
 * visible element may reach past the viewport unless an ancestor scrolls or clips it (the
 * furniture rows are meant to scroll).
 */
export async function horizontalOverflow(page: Page): Promise<OverflowFinding | null> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : '';
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${label}" left=${Math.round(r.left)} right=${Math.round(r.right)}`;
    };
    // Inside a scrolling or clipping box, or a fixed overlay (a toast sliding in from the right
    // edge): none of these can make the page scroll sideways.
    const clippedOrScrolled = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const offenders: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed') continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (r.right <= width + 1 && r.left >= -1) continue;
      if (clippedOrScrolled(el)) continue;
      if (el.parentElement && offenders.includes(el.parentElement)) continue;
      offenders.push(el);
    }
    if (doc.scrollWidth <= width && offenders.length === 0) return null;
    return { scrollWidth: doc.scrollWidth, clientWidth: width, elements: offenders.slice(0, 10).map(describe) };
  });
}

/**
 * After a resize: two frames for the layout (and the transitions it starts, such as the drawer
 * turning temporary), then the end of every transition and animation that ends; endless ones
 * (spinners) keep running.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Overflow once the layout has come to rest: a row that measures itself (a ResizeObserver, an image
 * arriving) can stick out for a frame or two after the resize; one that still does after 60 frames
 * (about a second) is reported.
 */
async function settledOverflow(page: Page): Promise<OverflowFinding | null> {
  let finding = await horizontalOverflow(page);
  for (let i = 0; finding && i < 60; i++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    finding = await horizontalOverflow(page);
  }
  return finding;
}

export interface ScreenReport {
  screen: string;
  axe: { width: number; violations: AxeFinding[] }[];
  overflow: OverflowFinding | null;
}

/**
 * One screen, as it is now: screenshots at 390×844 and 1440×900 into
 * __tests__/e2e/screenshots/<screen>-<width>.png (and -full.png for the whole page), axe at
 * both widths, overflow at 390 px. The
 * page is put back to the viewport it had.
 */
export async function auditScreen(page: Page, screen: string, opts: { axe?: boolean } = {}): Promise<ScreenReport> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  const report: ScreenReport = { screen, axe: [], overflow: null };
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle(page);
    if (size === PHONE) report.overflow = await settledOverflow(page);
    // What the user sees first, and the whole page (where fixed parts such as the sidebar and
    // dialog backdrops end at the first screen's height: an artefact of full-page capture).
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${screen}-${size.width}.png`), animations: 'disabled' });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${screen}-${size.width}-full.png`),
      fullPage: true,
      animations: 'disabled',
    });
    if (opts.axe !== false) report.axe.push({ width: size.width, violations: await axeViolations(page) });
  }
  await page.setViewportSize(original);
  await settle(page);
  return report;
}

/** The problems in a list of screen reports, one line each (empty when all is well). */
export function problems(reports: ScreenReport[]): string[] {
  const out: string[] = [];
  for (const r of reports) {
    for (const a of r.axe)
      for (const v of a.violations)
        out.push(`${r.screen} @${a.width}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(' ')}`);
    if (r.overflow)
      out.push(
        `${r.screen} @390: horizontal overflow scrollWidth=${r.overflow.scrollWidth} > ${r.overflow.clientWidth}: ${r.overflow.elements.join('; ')}`,
      );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Keyboard

/** What has the focus: tag, role, type and accessible-ish name (aria-label, label, text). */
export function focused(
  page: Page,
): Promise<{ tag: string; role: string; type: string; name: string; checked: boolean } | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const input = el as HTMLInputElement;
    const labelledBy = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (input.labels && input.labels[0] ? input.labels[0].textContent : null) ??
      (el.tagName === 'INPUT' ? input.placeholder || input.value : el.textContent) ??
      '';
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? '',
      type: input.type ?? '',
      name: name.replace(/\s+/g, ' ').trim(),
      checked: Boolean(input.checked),
    };
  });
}

export type FocusMatch = string | RegExp | ((f: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean);

function matches(f: Awaited<ReturnType<typeof focused>>, want: FocusMatch): boolean {
  if (!f) return false;
  if (typeof want === 'string') return f.name === want;
  if (want instanceof RegExp) return want.test(f.name);
  return want(f);
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches; fails with the whole sequence
 * of focus stops when it is not reached, which is the report of a keyboard trap or a gap.
 */
export async function tabTo(
  page: Page,
  want: FocusMatch,
  opts: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const max = opts.max ?? 60;
  const seen: string[] = [];
  const now = await focused(page);
  if (matches(now, want)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(opts.backwards ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (matches(f, want)) return;
    seen.push(
      f
        ? `${f.tag}${f.role ? `[role=${f.role}]` : ''}${f.type && f.tag === 'input' ? `[${f.type}]` : ''} "${f.name.slice(0, 50)}"`
        : '(body)',
    );
  }
  const main = await page
    .evaluate(() => document.querySelector<HTMLElement>('main')?.innerText.slice(0, 300) ?? '')
    .catch(() => '');
  throw new Error(
    `keyboard: ${String(want)} not reached in ${max} Tab presses on ${page.url()}; focus went:\n  ${seen.join('\n  ')}\nthe main content reads: ${JSON.stringify(main)}`,
  );
}

/**
 * Whether the focused element looks different from the same element unfocused (WCAG 2.4.7):
 * its box (plus 6 px for outlines and shadows) is captured focused, blurred, and the focus put
 * back. Transitions are fast-forwarded by the screenshot, so a fading ring still counts.
 */
export async function focusIsVisible(page: Page): Promise<boolean | 'obscured'> {
  // Let the ring's effect start (MUI's focus ripple) and what holds the control come to rest
  // before measuring: measured while a drawer slides in, the box is not where the shots look.
  await settle(page);
  const covering = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const target = el.getBoundingClientRect().width < 4 ? ((el as HTMLInputElement).labels?.[0] ?? el) : el;
    const r = target.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || target.contains(hit) || hit.contains(target)) return null;
    // Covered means by a fixed layer the control is not part of (a toast, an app bar), not by
    // its own floating label.
    for (let a: Element | null = hit; a; a = a.parentElement) {
      if (getComputedStyle(a).position === 'fixed')
        return a.contains(target) ? null : (a.textContent ?? '').trim().slice(0, 40);
    }
    return null;
  });
  // Under a toast, say: the ring may be there, but nobody sees it (WCAG 2.4.11).
  if (covering !== null) return 'obscured';
  const viewport = page.viewportSize() ?? DESKTOP;
  const box = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    let r = el.getBoundingClientRect();
    // A visually hidden control (the radio chips) shows its focus on its label.
    if (r.width < 4 || r.height < 4)
      r = ((el as HTMLInputElement).labels?.[0] ?? el.parentElement ?? el).getBoundingClientRect();
    return { x: r.left - 6, y: r.top - 6, width: r.width + 12, height: r.height + 12 };
  });
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(viewport.width, box.x + box.width) - x),
    height: Math.max(1, Math.min(viewport.height, box.y + box.height) - y),
  };
  const focusedShot = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => {
    const w = window as unknown as { __refocus?: HTMLElement };
    w.__refocus = document.activeElement as HTMLElement;
    w.__refocus.blur();
  });
  await settle(page);
  const blurredShot = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => (window as unknown as { __refocus: HTMLElement }).__refocus.focus());
  return !focusedShot.equals(blurredShot);
}
