/**
 * The whole product in Chromium, with the mouse: register, the code from the caught mail, sign
 * in, filter, select, generate, download, regenerate, history, view, settings, sign out. Every
 * screen on the way is checked with axe-core, photographed at 390×844 and 1440×900 and checked
 * for horizontal overflow at 390 px (see auditScreen).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { auditScreen, newContext, problems, watch, type PageLog, type ScreenReport } from '../support/e2e/browser';
import {
  codeFor,
  createVerifiedUser,
  LONG,
  login,
  register,
  storedToken,
  toast,
  typeCode,
  waitForRoomImage,
} from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';

jest.setTimeout(15 * 60_000);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * KNOWN BUGS, reported, in files whose owners are still at work on them: these problems do not
 * fail the journey; the test.failing at the end passes while they are there and fails once they
 * are gone, as the reminder to delete the entry.
 */
const KNOWN: { pattern: RegExp; why: string }[] = [
  // e.g. { pattern: /^history @390: horizontal overflow/, why: 'history chips wider than the card (fixed in ac14f31)' },
];
const isKnown = (problem: string) => KNOWN.some((k) => k.pattern.test(problem));

const h = useHarness();
const reports: ScreenReport[] = [];
const logs: PageLog[] = [];

test('register, verify, sign in, generate, download, regenerate, history, view, settings, sign out', async () => {
  const user = newUser('ada');
  const base = h.server.url;

  // --- Register and verify, on the device that registers --------------------------------------
  const first = await newContext(h.browser);
  const page1 = await first.newPage();
  logs.push(watch(page1));
  await page1.goto(`${base}/`);
  await page1.getByRole('heading', { name: 'Welcome to Roomwise' }).waitFor();
  reports.push(await auditScreen(page1, 'login'));
  await page1.goto(`${base}/password-reset-request`);
  await page1.getByRole('button', { name: 'Send Email' }).waitFor();
  reports.push(await auditScreen(page1, 'forgot-password'));
  await page1.goto(`${base}/reset_password_confirmation`);
  await page1.getByRole('link', { name: 'Back To Login Page' }).waitFor();
  reports.push(await auditScreen(page1, 'reset-success'));
  await page1.goto(`${base}/password-reset?email=${encodeURIComponent(user.email)}&verificationType=passwordReset`);
  await page1.getByLabel('Digit 1 of 4').waitFor();
  reports.push(await auditScreen(page1, 'password-reset'));

  await page1.goto(`${base}/register`);
  await page1.getByLabel('First Name').waitFor();
  reports.push(await auditScreen(page1, 'register'));
  await register(page1, base, user);
  await page1.getByLabel('Digit 1 of 4').waitFor();
  reports.push(await auditScreen(page1, 'email-confirmation'));
  const code = await codeFor(h.mail, user.email);
  await typeCode(page1, code);
  // Focus moved on by itself: every box holds its digit.
  for (let i = 0; i < 4; i++) expect(await page1.getByLabel(`Digit ${i + 1} of 4`).inputValue()).toBe(code[i]);
  await page1.getByRole('button', { name: 'Verify' }).click();
  await toast(page1, 'Verification successful.').waitFor({ timeout: LONG });
  await first.close();

  // --- Sign in (another browser) ---------------------------------------------------------------
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  logs.push(watch(page));
  await login(page, base, user.email, user.password);
  await toast(page, 'Login successful').waitFor();
  await page.getByText('Hello, Ada').waitFor();
  const tokenAtSignIn = await storedToken(page);
  expect(tokenAtSignIn).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // --- Filter -----------------------------------------------------------------------------------
  await page.getByRole('group', { name: 'Style' }).waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'filter'));
  const selectFurniture = page.getByRole('button', { name: 'Select Furniture' });
  expect(await selectFurniture.isDisabled()).toBe(true);
  await page.getByRole('radio', { name: 'Living Room - Small' }).check();
  await page.getByRole('radio', { name: 'Walnut' }).check();
  const style = page.getByRole('group', { name: 'Style' }).getByRole('radio').first();
  await style.check();
  await selectFurniture.click();
  await page.waitForURL(/\/dashboard\/filtered-results/, { timeout: LONG });

  // --- Results: one piece in each of two categories --------------------------------------------
  const coffee = page.getByRole('group', { name: 'Coffee Tables furniture' });
  const sofas = page.getByRole('group', { name: 'Couches, Sofas & Lounges furniture' });
  await coffee.waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'filtered-results'));
  await coffee
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await sofas
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await page.getByRole('button', { name: 'View Selected (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selections' });
  await dialog.getByText('Here are your selected furnitures').waitFor();
  expect(await dialog.getByRole('button', { name: /^Unselect / }).count()).toBe(2);
  reports.push(await auditScreen(page, 'selections-dialog'));

  // --- Generate, download, regenerate -----------------------------------------------------------
  await dialog.getByRole('button', { name: 'Generate Room' }).click();
  await page.waitForURL(/\/dashboard\/visualize$/);
  const download = page.getByRole('button', { name: 'Download Image' });
  await download.waitFor({ timeout: 3 * LONG });
  const image = page.locator('main img').first();
  await image.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('main img');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  const firstImage = await image.getAttribute('src');
  expect(firstImage).toMatch(/\/media\//);
  reports.push(await auditScreen(page, 'visualize'));

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('room-visualization.png');
  const saved = readFileSync(await file.path());
  expect(saved.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const meta = await sharp(saved).metadata();
  expect(meta.format).toBe('png');
  expect(meta.width).toBeGreaterThan(100);

  await page.getByRole('button', { name: 'Regenerate Image' }).click();
  const secondImage = await waitForRoomImage(page, firstImage);
  // A new project and file; whether the picture itself differs is printed, not asserted.
  const pixels = async (src: string) =>
    sharp(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()))
      .raw()
      .toBuffer();
  console.log(
    `Regenerate Image: ${(await pixels(firstImage!)).equals(await pixels(secondImage)) ? 'the same picture again' : 'a different picture'} (${firstImage} then ${secondImage})`,
  );

  // --- History and View -------------------------------------------------------------------------
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await page.waitForURL(/\/dashboard\/history$/);
  const entries = page.getByRole('list', { name: 'Generated rooms' }).locator(':scope > li');
  await entries.first().waitFor({ timeout: LONG });
  // The room and its regeneration are one entry: the newest image, the date, '2 versions'.
  expect(await entries.count()).toBe(1);
  const room = entries.first();
  const roomName = (await room.getByRole('heading', { level: 2 }).textContent())!;
  expect(roomName).toMatch(/^Living Room – \S/);
  await room.getByRole('link', { name: `2 versions of ${roomName}` }).waitFor();
  expect(await room.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  // The furniture chips come from the detail call.
  await room.getByRole('list').getByRole('listitem').first().waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'history'));
  await room.getByRole('button', { name: 'Rename' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename room' });
  await renameDialog.getByRole('textbox', { name: 'Name' }).fill('');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await renameDialog.getByText('Name is required').waitFor();
  reports.push(await auditScreen(page, 'history-rename'));
  await renameDialog.getByRole('textbox', { name: 'Name' }).fill('Sunday lounge');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Room renamed.').waitFor({ timeout: LONG });
  await room.getByRole('heading', { level: 2, name: 'Sunday lounge' }).waitFor({ timeout: LONG });
  await room.getByRole('link', { name: 'View more' }).click();
  await page.waitForURL(/\/dashboard\/view\/[^/]+$/);
  await page.getByRole('button', { name: 'Download Image' }).waitFor({ timeout: LONG });
  await page.getByText('Version 2 of 2').waitFor({ timeout: LONG });
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('main img');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  reports.push(await auditScreen(page, 'view'));
  const [fromView] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Image' }).click(),
  ]);
  expect(fromView.suggestedFilename()).toBe('room-visualization.png');
  expect(
    readFileSync(await fromView.path())
      .subarray(0, 8)
      .equals(PNG_SIGNATURE),
  ).toBe(true);

  // --- Settings: name and photo -----------------------------------------------------------------
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL(/\/dashboard\/settings$/);
  const firstName = page.getByLabel('First Name');
  await firstName.waitFor({ timeout: LONG });
  reports.push(await auditScreen(page, 'settings-profile'));
  await firstName.fill('Grace');
  const photo = path.join(os.tmpdir(), `roomwise-e2e-photo-${process.pid}.png`);
  writeFileSync(
    photo,
    await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 47, g: 93, b: 80 } } })
      .png()
      .toBuffer(),
  );
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose photo' }).click(),
  ]);
  await chooser.setFiles(photo);
  await page.getByRole('img', { name: 'Profile photo preview' }).waitFor();
  // The page reloads after a successful update.
  let reloaded = page.waitForEvent('load', { timeout: LONG });
  await page.getByRole('button', { name: 'Update Changes' }).click();
  await toast(page, 'User details updated successfully!').waitFor({ timeout: LONG });
  await reloaded;
  await page.getByLabel('First Name').waitFor({ timeout: LONG });
  expect(await page.getByLabel('First Name').inputValue()).toBe('Grace');
  const me = await h.server.api('GET', '/user/me', (await storedToken(page))!);
  const meUser = (me.json.data as { user: { firstname: string; photo: string | null } }).user;
  expect(meUser.firstname).toBe('Grace');
  expect(meUser.photo).toMatch(/\/media\//);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].some(
      (i) => (i as HTMLImageElement).src.includes('/media/') && (i as HTMLImageElement).naturalWidth > 0,
    ),
  );

  // --- Settings: password -----------------------------------------------------------------------
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Old Password', { exact: true }).waitFor();
  reports.push(await auditScreen(page, 'settings-password'));
  const newPassword = 'N3w!passw0rd';
  await page.getByLabel('Old Password', { exact: true }).fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Re-enter Password', { exact: true }).fill(newPassword);
  reloaded = page.waitForEvent('load', { timeout: LONG });
  await page.getByRole('button', { name: 'Change Password' }).click();
  await toast(page, /password/i).waitFor({ timeout: LONG });
  await reloaded;
  const tokenAfterChange = await storedToken(page);
  expect(tokenAfterChange).not.toBe(tokenAtSignIn);
  // The change voids the tokens issued before it; the fresh one works.
  expect((await h.server.api('GET', '/user/me', tokenAtSignIn!)).status).toBe(401);
  expect((await h.server.api('GET', '/user/me', tokenAfterChange!)).status).toBe(200);

  // --- Mobile menu --------------------------------------------------------------------------------
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  reports.push(await auditScreen(page, 'dashboard-menu', { axe: true }));
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });

  // --- Sign out -----------------------------------------------------------------------------------
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Out' }).click();
  await toast(page, 'Log Out Successful').waitFor();
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await storedToken(page)).toBeNull();
  // Sign Out is the client forgetting the token (API.md has no sign-out call): a copy of it
  // still answers until it expires or the password changes. Printed, not asserted.
  console.log(
    `after Sign Out the last token still gets HTTP ${(await h.server.api('GET', '/user/me', tokenAfterChange!)).status} from GET /user/me`,
  );
  for (const route of ['/dashboard', '/dashboard/settings', '/dashboard/history', '/dashboard/visualize']) {
    await page.goto(`${base}${route}`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  }
  // Going back in history does not bring the session back either.
  await page.goBack();
  await page.getByRole('button', { name: 'Login' }).waitFor();
  // The old password no longer signs in; the new one does.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await toast(page, /invalid|incorrect|wrong/i).waitFor({ timeout: LONG });
  expect(new URL(page.url()).pathname).toBe('/');
  await login(page, base, user.email, newPassword);
  await page.getByText('Hello, Grace').waitFor();
  await ctx.close();

  expect(problems(reports).filter((p) => !isKnown(p))).toEqual([]);
  expect(logs.flatMap((l) => [...l.errors, ...l.cspViolations])).toEqual([]);
});

// Only while KNOWN lists something.
(KNOWN.length ? test.failing : test.skip)('known bugs are still there (see KNOWN; fails once they are fixed)', () => {
  expect(reports.length).toBeGreaterThan(0);
  expect(problems(reports).filter(isKnown)).toEqual([]);
});

test('forgot password: the mailed code and a new password, then sign in with it', async () => {
  const user = newUser('rosa');
  await createVerifiedUser(h.server, h.mail, user);
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const log = watch(page);
  await page.goto(`${h.server.url}/`);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.waitForURL(/\/password-reset-request$/);
  // The URL changes before the lazy screen replaces the login form, which has an Email field too:
  // filling before the heading shows could type into the old form and leave this one empty.
  await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByLabel('Email').fill(user.email);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /password-reset-request/.test(r.url()),
  );
  await form.getByRole('button', { name: 'Send Email' }).click();
  expect((await answered).status()).toBe(200);
  await toast(page, 'Password reset link sent to your email.').waitFor({ timeout: LONG });
  await page.waitForURL(/\/password-reset\?.*verificationType=passwordReset/);
  await typeCode(page, await codeFor(h.mail, user.email));
  const fresh = 'R3set!word';
  await page.getByLabel('New Password', { exact: true }).fill(fresh);
  await page.getByLabel('Re-enter Password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL(/\/reset_password_confirmation$/, { timeout: LONG });
  await page.getByRole('link', { name: 'Back To Login Page' }).click();
  await login(page, h.server.url, user.email, fresh);
  await page.getByText('Hello, Rosa').waitFor();
  await ctx.close();
  expect(log.errors).toEqual([]);
});
