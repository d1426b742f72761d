/**
 * The account journey and the generate journey with the keyboard alone: Tab / Shift+Tab to move,
 * Enter and Space to press, arrow keys inside radio groups and tabs, typing into fields. The only
 * non-keyboard step is the operating system's file dialog, which Playwright answers.
 * tabTo() fails with the list of focus stops it went through when a control cannot be reached.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { focused, focusIsVisible, newContext, tabTo, watch } from '../support/e2e/browser';
import { codeFor, LONG, storedToken, toast, waitForRoomImage } from '../support/e2e/flows';
import { newUser, useHarness } from '../support/e2e/harness';

jest.setTimeout(15 * 60_000);

const h = useHarness();

/** Controls reached by Tab that show no focus indicator (asserted empty at the end). */
const noFocusRing: string[] = [];
/** Focused controls under something else (a toast): printed, not asserted. */
const obscured: string[] = [];

async function reach(page: Page, name: Parameters<typeof tabTo>[1], backwards = false) {
  await tabTo(page, name, { backwards });
  const visible = await focusIsVisible(page);
  if (visible === true) return;
  const f = await focused(page);
  (visible === 'obscured' ? obscured : noFocusRing).push(`${f?.tag} "${f?.name}" on ${new URL(page.url()).pathname}`);
}

async function press(
  page: Page,
  name: Parameters<typeof tabTo>[1],
  key: 'Enter' | 'Space' = 'Enter',
  backwards = false,
) {
  await reach(page, name, backwards);
  await page.keyboard.press(key);
}

async function typeInto(page: Page, name: string, text: string, clear = false) {
  await reach(page, name);
  if (clear) {
    const length = await page.evaluate(() => (document.activeElement as HTMLInputElement).value.length);
    await page.keyboard.press('End');
    for (let i = 0; i < length; i++) await page.keyboard.press('Backspace');
  }
  await page.keyboard.type(text);
}

/** Focus to the top of the document, as after a page load. */
async function fromTop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('account and generate journeys with the keyboard alone', async () => {
  const user = newUser('kay');
  const base = h.server.url;
  const ctx = await newContext(h.browser);
  const page = await ctx.newPage();
  const log = watch(page);

  // Login screen → Signup
  await page.goto(`${base}/`);
  await page.getByRole('heading', { name: 'Welcome to Roomwise' }).waitFor();
  await press(page, 'Signup');
  await page.waitForURL(/\/register$/);

  // Register
  await page.getByLabel('First Name').waitFor();
  await typeInto(page, 'First Name', user.firstname);
  await typeInto(page, 'Last Name', user.lastname);
  await typeInto(page, 'Email', user.email);
  await typeInto(page, 'New Password', user.password);
  await typeInto(page, 'Re-enter Password', user.password);
  await press(page, (f) => f.type === 'checkbox', 'Space');
  expect((await focused(page))?.checked).toBe(true);
  await press(page, 'Register');
  await page.waitForURL(/\/email_confirmation\?/, { timeout: LONG });

  // The code, typed into the first box; focus moves on by itself; Enter submits.
  const code = await codeFor(h.mail, user.email);
  await page.getByLabel('Digit 1 of 4').waitFor();
  await reach(page, 'Digit 1 of 4');
  await page.keyboard.type(code);
  expect((await focused(page))?.name).toBe('Digit 4 of 4');
  await press(page, 'Verify');
  await toast(page, 'Verification successful.').waitFor({ timeout: LONG });
  await page.waitForURL(/\/dashboard$/, { timeout: LONG });

  // Sign out and in again: the realtime connection opened with the register token was refused
  // (unverified) and is not retried, see the known bug in failures.test.ts.
  await page.getByText('Hello, Kay').waitFor();
  await fromTop(page);
  await press(page, 'Sign Out');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await fromTop(page);
  await typeInto(page, 'Email', user.email);
  await typeInto(page, 'Password', user.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard$/, { timeout: LONG });

  // Filter: radio groups take Tab into the group, arrows within, Space to choose.
  await page.getByRole('group', { name: 'Style' }).waitFor({ timeout: LONG });
  await fromTop(page);
  await reach(page, 'Living Room - Small');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight'); // arrows move and choose: Living Room - Large
  expect(await page.getByRole('radio', { name: 'Living Room - Large' }).isChecked()).toBe(true);
  await page.keyboard.press('ArrowLeft');
  expect(await page.getByRole('radio', { name: 'Living Room - Small' }).isChecked()).toBe(true);
  await tabTo(page, (f) => f.type === 'radio' && f.name === 'Anthracite');
  await page.keyboard.press('Space');
  await tabTo(page, (f) => f.type === 'radio' && f.name !== 'Anthracite' && !/Room|Theater/.test(f.name));
  await page.keyboard.press('Space');
  await press(page, 'Select Furniture');
  await page.waitForURL(/\/dashboard\/filtered-results/, { timeout: LONG });

  // Results: the first piece of Coffee Tables, then the first of the next row.
  await page.getByRole('group', { name: 'Coffee Tables furniture' }).waitFor({ timeout: LONG });
  // The recommended band above the rows grows when its sets arrive; tab once the page has settled.
  await page.getByRole('button', { name: 'Generate this room' }).waitFor({ timeout: LONG });
  await tabTo(page, 'Coffee Tables furniture');
  await press(page, /^Select /, 'Space');
  await tabTo(page, 'Couches, Sofas & Lounges furniture');
  await press(page, /^Select /, 'Space');
  await press(page, 'View Selected (2)', 'Enter', true);
  const dialog = page.getByRole('dialog', { name: 'Selections' });
  await dialog.waitFor();
  await press(page, 'Generate Room');
  await page.waitForURL(/\/dashboard\/visualize$/);
  const first = await waitForRoomImage(page, null);

  // Download and Regenerate
  await reach(page, 'Download Image');
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe('room-visualization.png');
  expect(
    readFileSync(await file.path())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
  await press(page, 'Regenerate Image');
  await waitForRoomImage(page, first);

  // History → View more
  await fromTop(page);
  await press(page, 'History');
  await page.waitForURL(/\/dashboard\/history$/);
  await page.getByRole('link', { name: 'View more' }).first().waitFor({ timeout: LONG });
  await press(page, 'View more');
  await page.waitForURL(/\/dashboard\/view\//);
  await page.getByRole('button', { name: 'Download Image' }).waitFor({ timeout: LONG });

  // Settings: name and photo
  await fromTop(page);
  await press(page, 'Settings');
  await page.getByLabel('First Name').waitFor({ timeout: LONG });
  await typeInto(page, 'First Name', 'Kim', true);
  const photo = path.join(os.tmpdir(), `roomwise-e2e-kbd-${process.pid}.png`);
  writeFileSync(
    photo,
    await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 115, b: 74 } } })
      .png()
      .toBuffer(),
  );
  await reach(page, 'Choose photo');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(photo);
  await page.getByRole('img', { name: 'Profile photo preview' }).waitFor();
  let reloaded = page.waitForEvent('load', { timeout: LONG });
  await press(page, 'Update Changes');
  await toast(page, 'User details updated successfully!').waitFor({ timeout: LONG });
  await reloaded;
  await page.getByLabel('First Name').waitFor({ timeout: LONG });
  expect(await page.getByLabel('First Name').inputValue()).toBe('Kim');

  // Settings: password (tabs take arrow keys)
  await fromTop(page);
  await reach(page, (f) => f.role === 'tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByLabel('Old Password', { exact: true }).waitFor();
  const newPassword = 'K3yboard!only';
  await typeInto(page, 'Old Password', user.password);
  await typeInto(page, 'New Password', newPassword);
  await typeInto(page, 'Re-enter Password', newPassword);
  reloaded = page.waitForEvent('load', { timeout: LONG });
  await press(page, 'Change Password');
  await toast(page, /password/i).waitFor({ timeout: LONG });
  await reloaded;

  // Sign Out, then sign in again with the new password
  await page.getByLabel('First Name').waitFor({ timeout: LONG });
  await fromTop(page);
  await press(page, 'Sign Out');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(await storedToken(page)).toBeNull();
  await fromTop(page);
  await typeInto(page, 'Email', user.email);
  await typeInto(page, 'Password', newPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard$/, { timeout: LONG });
  await page.getByText('Hello, Kim').waitFor();

  // Phone width: the menu button opens the navigation; Escape closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
  await fromTop(page);
  await press(page, 'Open menu');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await press(page, 'History');
  await page.waitForURL(/\/dashboard\/history$/);
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'detached' });
  await fromTop(page);
  await press(page, 'Open menu');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'detached' });
  expect((await focused(page))?.name).toBe('Open menu');

  await ctx.close();
  expect(log.errors).toEqual([]);
  if (obscured.length) console.log(`focused while covered (by a toast): ${obscured.join('; ')}`);
  expect(noFocusRing).toEqual([]);
});
