import type { Page } from 'playwright-core';
import { MailCatcher } from '../server/smtp';
import type { User } from './harness';

export const LONG = 60_000;

/** The register form, filled and sent with the mouse; ends on the e-mail confirmation screen. */
export async function register(page: Page, baseUrl: string, user: User): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel('First Name').fill(user.firstname);
  await page.getByLabel('Last Name').fill(user.lastname);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('New Password', { exact: true }).fill(user.password);
  await page.getByLabel('Re-enter Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/email_confirmation\?/, { timeout: LONG });
}

/** The code of the next mail to this address. */
export async function codeFor(mail: MailCatcher, email: string): Promise<string> {
  return MailCatcher.code(await mail.next(email, 30_000));
}

/** Types the code into the first box; focus moves on to the next box by itself. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(code, { delay: 30 });
}

export async function login(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: LONG });
}

/** The toast (notistack) with this text, visible. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('#notistack-snackbar, [role="alert"], [role="status"]').filter({ hasText: text }).first();
}

/** localStorage authToken of the page (the SPEC.md §3 key). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('authToken'));
}
