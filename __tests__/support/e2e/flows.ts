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

/** An account made and verified through the API (for journeys that start signed in). */
export async function createVerifiedUser(
  server: {
    api: (m: string, p: string, t?: string, b?: unknown) => Promise<{ status: number; json: Record<string, unknown> }>;
  },
  mail: MailCatcher,
  user: User,
): Promise<void> {
  const reg = await server.api('POST', '/auth/register', undefined, {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    password: user.password,
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const code = await codeFor(mail, user.email);
  const verified = await server.api('POST', '/auth/verify', undefined, { email: user.email, code });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.json)}`);
}

/** Filter screen → results: room type, colour and the first style, with the mouse. */
export async function chooseFilter(page: Page, roomType = 'Living Room - Small', color = 'Walnut'): Promise<void> {
  await page.getByRole('group', { name: 'Style' }).waitFor({ timeout: LONG });
  await page.getByRole('radio', { name: roomType }).check();
  await page.getByRole('radio', { name: color }).check();
  await page.getByRole('group', { name: 'Style' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Select Furniture' }).click();
  await page.waitForURL(/\/dashboard\/filtered-results/, { timeout: LONG });
}

/** Results → one piece from each named category → Selections → Generate Room → the image. */
export async function generateRoom(
  page: Page,
  categories: string[] = ['Coffee Tables', 'Couches, Sofas & Lounges'],
  timeout = 3 * LONG,
): Promise<string> {
  // The recommended sets above the rows and the rows' later pages land after the first rows and
  // move them down: a mouse click aimed at a row while they land can hit whatever moved under the
  // pointer (clean-clone runs twice lost a pick that way). Each pick is made with the keyboard on
  // the button itself, which no layout shift can move, and is seen pressed before the next one.
  await page.waitForLoadState('networkidle');
  for (const category of categories) {
    const row = page.getByRole('group', { name: `${category} furniture` });
    await row.waitFor({ timeout: LONG });
    const button = row.getByRole('button', { name: /^Select / }).first();
    const title = (await button.getAttribute('aria-label'))!.replace(/^Select /, '');
    await button.press('Enter');
    await row
      .getByRole('button', { name: `Selected ${title}`, pressed: true })
      .first()
      .waitFor({ timeout: LONG });
  }
  await page.getByRole('button', { name: `View Selected (${categories.length})` }).click();
  await page.getByRole('dialog', { name: 'Selections' }).getByRole('button', { name: 'Generate Room' }).click();
  await page.waitForURL(/\/dashboard\/visualize$/);
  return waitForRoomImage(page, null, timeout);
}

/** Waits until the visualize screen shows a loaded image other than `before`; returns its src. */
export async function waitForRoomImage(page: Page, before: string | null, timeout = 3 * LONG): Promise<string> {
  const handle = await page
    .waitForFunction(
      (previous) => {
        // The generated room, not a furniture thumbnail, and no longer generating.
        const img = document.querySelector<HTMLImageElement>('main img[src*="/media/generated/"]');
        const src = img?.getAttribute('src');
        const generating = document.querySelector('main')?.textContent?.includes('Generating room visualization');
        return img && src && !generating && src !== previous && img.complete && img.naturalWidth > 0 ? src : false;
      },
      before,
      { timeout },
    )
    .catch(async (err: Error) => {
      const state = await page
        .evaluate(() => {
          const img = document.querySelector<HTMLImageElement>('main img');
          return {
            url: location.pathname,
            img: img && { src: img.getAttribute('src'), complete: img.complete, width: img.naturalWidth },
            text: document.querySelector<HTMLElement>('main')?.innerText.slice(0, 400),
          };
        })
        .catch(() => null);
      throw new Error(
        `${err.message}\nwaiting for a room image other than ${before}; the screen: ${JSON.stringify(state)}`,
      );
    });
  return (await handle.jsonValue()) as string;
}

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}
