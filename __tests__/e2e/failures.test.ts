/**
 * The failure paths a user meets: a wrong code, the unverified-account dialog, an expired or
 * rejected session, and the server restarting while the app is open.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import type { Page } from 'playwright-core';
import { auditScreen, newContext, problems, watch, type ScreenReport } from '../support/e2e/browser';
import {
  chooseFilter,
  claimsOf,
  codeFor,
  createVerifiedUser,
  generateRoom,
  LONG,
  login,
  register,
  storedToken,
  toast,
  typeCode,
  waitForRoomImage,
} from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';

jest.setTimeout(10 * 60_000);

const h = useHarness();
const reports: ScreenReport[] = [];

/** A token of this user, signed with the server's own secret, expiring `inSeconds` from now. */
function tokenExpiringIn(
  realToken: string,
  inSeconds: number,
  secret = readFileSync(path.join(h.server.dataDir, 'jwt-secret'), 'utf8').trim(),
): string {
  const { sub, ver } = claimsOf(realToken);
  const now = Math.floor(Date.now() / 1000);
  return createSigner({ key: secret, algorithm: 'HS256' })({ sub, ver, iat: now - 60, exp: now + inSeconds });
}

async function signedIn(page: Page): Promise<string> {
  const user = newUser('lin');
  await createVerifiedUser(h.server, h.mail, user);
  await login(page, h.server.url, user.email, user.password);
  return (await storedToken(page))!;
}

/** A fresh signed-in page that has generated one room; `first` is that room's image. */
async function pageWithRoom() {
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const log = watch(page);
  await signedIn(page);
  await chooseFilter(page);
  const first = await generateRoom(page);
  return { ctx, page, log, first };
}

test('a wrong code is refused with a message; the right one then verifies', async () => {
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const log = watch(page);
  const user = newUser('wren');
  await register(page, h.server.url, user);
  const code = await codeFor(h.mail, user.email);
  const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await toast(page, 'Verification code does not match.').waitFor({ timeout: LONG });
  expect(new URL(page.url()).pathname).toBe('/email_confirmation');
  reports.push(await auditScreen(page, 'email-confirmation-wrong-code'));

  // An incomplete code is caught before it is sent.
  await page.getByLabel('Digit 4 of 4').fill('');
  await page.getByRole('button', { name: 'Verify' }).click();
  await toast(page, 'Please enter the complete verification code.').waitFor();

  await typeCode(page, code);
  const boxes = await Promise.all([1, 2, 3, 4].map((i) => page.getByLabel(`Digit ${i} of 4`).inputValue()));
  expect(boxes.join('')).toBe(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await toast(page, 'Verification successful.')
    .waitFor({ timeout: LONG })
    .catch(async (err) => {
      await page.screenshot({ path: '/tmp/e2e-wrongcode.png' });
      console.log(h.server.tail(30), log.console.join('\n'));
      throw err;
    });
  await ctx.close();
  expect(log.errors).toEqual([]);
});

test('an unverified account gets the Resend Verification Token dialog, and the new code works', async () => {
  const user = newUser('ines');
  const reg = await h.server.api('POST', '/auth/register', undefined, { ...user });
  expect(reg.status).toBe(201);
  await codeFor(h.mail, user.email); // the register mail, not used
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  await page.goto(`${h.server.url}/`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend Verification Token' });
  await dialog.waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'resend-verification-dialog'));
  await dialog.getByRole('button', { name: 'Resend Token' }).click();
  await page.waitForURL(/\/email_confirmation\?.*verificationType=emailVerification/, { timeout: LONG });
  await typeCode(page, await codeFor(h.mail, user.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await toast(page, 'Verification successful.').waitFor({ timeout: LONG });
  await login(page, h.server.url, user.email, user.password);
  await ctx.close();
});

test('an expired stored token sends every dashboard route to the login screen', async () => {
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const token = await signedIn(page);
  const expired = tokenExpiringIn(token, -60);
  expect((await h.server.api('GET', '/user/me', expired)).json.code).toBe('token-expired');
  await page.evaluate((t) => localStorage.setItem('authToken', t), expired);
  for (const route of ['/dashboard', '/dashboard/settings', '/dashboard/history', '/dashboard/filtered-results']) {
    await page.goto(`${h.server.url}${route}`);
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: LONG });
    expect(new URL(page.url()).pathname).toBe('/');
  }
  await ctx.close();
});

test('a session that expires while a dashboard screen is open ends there and then', async () => {
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const token = await signedIn(page);
  await page.evaluate((t) => localStorage.setItem('authToken', t), tokenExpiringIn(token, 8));
  await page.goto(`${h.server.url}/dashboard/settings`);
  await page.getByLabel('First Name').waitFor({ timeout: LONG });
  await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await storedToken(page)).toBeNull();
  await ctx.close();
});

test('a token the server refuses (settings): the message, then the login screen after 2 s', async () => {
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const token = await signedIn(page);
  const forged = tokenExpiringIn(token, 3600, 'not-the-server-secret-0123456789-0123456789');
  await page.evaluate((t) => localStorage.setItem('authToken', t), forged);
  await page.goto(`${h.server.url}/dashboard/settings`);
  await page.getByText('Invalid JWT token. Please log in again.').first().waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'settings-invalid-token', { axe: false }));
  await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/');
  await ctx.close();
});

test('the server restarts mid-session: the socket reconnects and the next generation works', async () => {
  const { ctx, page, first } = await pageWithRoom();

  // The screen says the connection is lost until socket.io is back (base delay 1 s, randomised by half).
  // A quick restart can be over before a polling wait looks: the page itself notes the status showing.
  await page.evaluate((text) => {
    const seen = window as unknown as { connectionLostShown?: boolean };
    seen.connectionLostShown = false;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]'))
        if (el.textContent?.includes(text)) seen.connectionLostShown = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, 'Connection lost. Reconnecting...');
  await h.server.restart();
  await page.waitForFunction(() => (window as unknown as { connectionLostShown?: boolean }).connectionLostShown, null, {
    timeout: LONG,
  });
  const lost = page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting...' });
  await lost.waitFor({ state: 'detached', timeout: LONG });
  await page.getByRole('button', { name: 'Regenerate Image' }).click();
  const second = await waitForRoomImage(page, first);
  expect(second).not.toBe(first);

  // Still signed in over HTTP too, on the restarted server.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  // The regeneration joined its room: one entry with two versions.
  await page
    .getByRole('list', { name: 'Generated rooms' })
    .locator(':scope > li')
    .first()
    .getByRole('link', { name: /^2 versions of / })
    .waitFor({ timeout: LONG });
  await ctx.close();
});

test('the server is down when Regenerate is pressed: the request goes through once it is back', async () => {
  const { ctx, page, first } = await pageWithRoom();
  await h.server.stop();
  await page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting...' }).waitFor({ timeout: LONG });
  await page.getByRole('button', { name: 'Regenerate Image' }).click();
  await page.getByText('Generating room visualization, please wait...').waitFor();
  // It stays there while the server is away: the moment to audit the waiting screen.
  reports.push(await auditScreen(page, 'visualize-generating'));
  await h.server.start();
  const second = await waitForRoomImage(page, first);
  expect(second).not.toBe(first);
  await ctx.close();
});

// Register stores a token of the still unverified account, and the socket opened with it is
// refused; the next Generate Room must open it again once the account is verified.
test('register, verify and generate in the same tab: the room arrives', async () => {
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const user = newUser('una');
  await register(page, h.server.url, user);
  await typeCode(page, await codeFor(h.mail, user.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: LONG });
  await chooseFilter(page);
  try {
    await generateRoom(page, ['Coffee Tables', 'TV Units'], 30_000);
  } finally {
    await ctx.close();
  }
});

afterAll(() => {
  expect(problems(reports)).toEqual([]);
});
