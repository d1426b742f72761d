/**
 * Image bytes of the History and Visualize screens on a phone, production build in Chromium:
 * ten rooms generated through the real server (socket.io, one series each, so one History page),
 * then the History at 390×844 scrolled to its end (its thumbnails load lazily) and Visualize
 * showing the last room, at the density of a phone (3) and of a desktop (1440×900 at 1). Counts the
 * bytes of every /media/generated/ answer (the rooms' WebP copies) against the goals: a History
 * page under 500 KB, the Visualize image under 200 KB on a phone. "Before" is the originals (PNG),
 * which the screens loaded until the copies existed and which "Download Image" still saves.
 * Builds dist/ when it is older than its sources. Prints figures; a miss is reported, not failed.
 */
import type { Browser } from 'playwright-core';
import { io } from 'socket.io-client';
import type { RoomParams, VisualizationMessage } from '../src/shared/api';
import { ROOM_TYPES } from '../src/shared/constants';
import { CHROMIUM, launchBrowser } from '../__tests__/support/e2e/browser';
import { ensureClientBuild } from '../__tests__/support/e2e/build';
import { createVerifiedUser } from '../__tests__/support/e2e/flows';
import { newUser } from '../__tests__/support/e2e/harness';
import { AppServer } from '../__tests__/support/e2e/server';
import { MailCatcher } from '../__tests__/support/server/smtp';

export const HISTORY_TARGET_KB = 500;
export const VISUALIZE_TARGET_KB = 200;
const ROOMS = 10;
const STYLES = ['Modern', 'Scandinavian', 'Industrial', 'Bohemian', 'Coastal'];
const COLORS = ['Grey', 'Walnut', 'Navy', 'Oak', 'White'];
const SCREENS = [
  { name: 'phone 390×844 @3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, phone: true },
  { name: 'desktop 1440×900 @1', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, phone: false },
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (bytes: number, targetKb: number) => (bytes / 1024 < targetKb ? 'under' : 'OVER');

async function api<T>(server: AppServer, path: string, token: string): Promise<T> {
  const res = await server.api('GET', path, token);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as T;
}

/** Room n: its type's categories, the n-th piece of each, in a style and colour of its own. */
async function roomParams(server: AppServer, token: string, n: number): Promise<RoomParams> {
  const roomType = ROOM_TYPES[n % ROOM_TYPES.length];
  const query = roomType.categories.map((c) => `items=${encodeURIComponent(c)}`).join('&');
  const data = await api<{ furnitures: Record<string, { _id: string }[]>[] }>(
    server,
    `/user/furnitures?${query}&limit=5`,
    token,
  );
  const furnitureIds = data.furnitures.flatMap((row) =>
    Object.values(row)[0]
      .slice(n % 5, (n % 5) + 1)
      .map((f) => f._id),
  );
  return {
    roomType: roomType.name,
    preferredStyle: STYLES[n % STYLES.length],
    preferredColor: COLORS[(n * 3) % COLORS.length],
    furnitureIds,
  };
}

async function generateRooms(server: AppServer, token: string) {
  const socket = io(`${server.url}/chatbot2`, { auth: { token }, transports: ['websocket'], reconnection: false });
  const rooms: { params: RoomParams; message: VisualizationMessage }[] = [];
  try {
    for (let n = 0; n < ROOMS; n++) {
      const params = await roomParams(server, token, n);
      const received = new Promise<VisualizationMessage>((resolve) =>
        socket.once('message:received', (p: { message: VisualizationMessage }) => resolve(p.message)),
      );
      const ack = (await socket.timeout(30_000).emitWithAck('visualize-room', params)) as { success: boolean };
      if (!ack.success) throw new Error(`visualize-room refused: ${JSON.stringify(ack)}`);
      rooms.push({ params, message: await received });
    }
  } finally {
    socket.close();
  }
  return rooms;
}

/** Bytes of the generated-room images a screen fetched, once the network is idle. */
async function roomBytes(
  browser: Browser,
  url: string,
  screen: (typeof SCREENS)[number],
  init: string,
  path: string,
  ready: string,
): Promise<{ bytes: number; files: string[] }> {
  const ctx = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });
  await ctx.addInitScript(init);
  const page = await ctx.newPage();
  const fetched: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/media/generated/'))
      fetched.push(res.body().then((body) => ({ url: res.url(), bytes: body.length })));
  });
  await page.goto(`${url}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  // Down the page a screen at a time, so each lazy thumbnail comes into view.
  for (let y = 0; y < 20; y++) {
    await page.mouse.wheel(0, screen.viewport.height);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  const answers = await Promise.all(fetched);
  await ctx.close();
  return {
    bytes: answers.reduce((s, a) => s + a.bytes, 0),
    files: answers.map((a) => new URL(a.url).pathname.replace(/^.*\/generated\/[0-9a-f]{32}/, '')),
  };
}

export async function measureRoomImages(): Promise<string> {
  ensureClientBuild((line) => console.log(line));
  const mail = new MailCatcher();
  const server = new AppServer({ smtpUrl: await mail.start(), env: { LOG_LEVEL: 'warn' } });
  await server.start();
  const browser = await launchBrowser();
  const out: string[] = [];
  try {
    const user = newUser('bench');
    await createVerifiedUser(server, mail, user);
    const login = await server.api('POST', '/auth/login', undefined, { email: user.email, password: user.password });
    const token = (login.json.data as { token: string }).token;
    const rooms = await generateRooms(server, token);
    const originals = await Promise.all(
      rooms.map(async (r) => Number((await fetch(r.message.generatedImage)).headers.get('content-length'))),
    );
    const last = rooms[rooms.length - 1];
    const signedIn = [
      `localStorage.setItem('authToken', ${JSON.stringify(token)});`,
      `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user.firstname))});`,
      `localStorage.setItem('roomParams', ${JSON.stringify(JSON.stringify(last.params))});`,
      `localStorage.setItem('generatedImage', ${JSON.stringify(last.message.generatedImage)});`,
      `localStorage.setItem('itemTable', ${JSON.stringify(JSON.stringify(last.message.itemTable))});`,
      `localStorage.setItem('roomName', ${JSON.stringify(last.message.name)});`,
      `localStorage.setItem('fetchUrl', ${JSON.stringify(last.message.fetchUrl)});`,
    ].join('\n');

    const pngTotal = originals.reduce((a, b) => a + b, 0);
    out.push(`room images: production build over loopback, ${CHROMIUM}`);
    out.push(
      `  ${ROOMS} generated rooms, originals (PNG) ${kb(Math.min(...originals))}–${kb(Math.max(...originals))} KB, ${kb(pngTotal)} KB in all`,
    );
    out.push(
      `  before (the originals): a History page ${kb(pngTotal)} KB, the Visualize image ${kb(originals.at(-1)!)} KB`,
    );
    for (const screen of SCREENS) {
      const history = await roomBytes(browser, server.url, screen, signedIn, '/dashboard/history', 'main li img');
      const visualize = await roomBytes(browser, server.url, screen, signedIn, '/dashboard/visualize', 'main img');
      const targets = screen.phone
        ? [
            ` (${verdict(history.bytes, HISTORY_TARGET_KB)} the ${HISTORY_TARGET_KB} KB goal)`,
            ` (${verdict(visualize.bytes, VISUALIZE_TARGET_KB)} the ${VISUALIZE_TARGET_KB} KB goal)`,
          ]
        : ['', ''];
      out.push(`  ${screen.name}`);
      out.push(
        `    History page: ${history.files.length} images, ${kb(history.bytes)} KB${targets[0]}; ${[...new Set(history.files)].join(' ')}`,
      );
      out.push(`    Visualize image: ${kb(visualize.bytes)} KB${targets[1]}; ${visualize.files.join(' ')}`);
    }
  } finally {
    await browser.close();
    await server.dispose();
    await mail.stop();
  }
  return out.join('\n');
}

if (require.main === module) {
  measureRoomImages()
    .then((report) => console.log(report))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
