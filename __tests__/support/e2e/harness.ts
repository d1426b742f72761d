import type { Browser } from 'playwright-core';
import { MailCatcher } from '../server/smtp';
import { launchBrowser } from './browser';
import { ensureClientBuild } from './build';
import { AppServer } from './server';

/** Everything a journey needs: the built SPA, a mail catcher, the real server and Chromium. */
export interface Harness {
  mail: MailCatcher;
  server: AppServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  ensureClientBuild();
  const mail = new MailCatcher();
  const smtpUrl = await mail.start();
  const server = new AppServer({ smtpUrl });
  try {
    await server.start();
  } catch (err) {
    await mail.stop();
    throw err;
  }
  const browser = await launchBrowser();
  return {
    mail,
    server,
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      await server.dispose();
      await mail.stop();
    },
  };
}

/**
 * The harness of one test file: started before its tests, closed after them. The object is
 * filled in by beforeAll, so tests read it as they would the harness itself.
 */
export function useHarness(): Harness {
  const h = {} as Harness;
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness();
    Object.assign(h, started);
  }, 10 * 60_000);
  afterAll(async () => {
    await started?.close();
  });
  return h;
}

let counter = 0;
/** A fresh account's details: unique e-mail per call. */
export function newUser(firstname = 'ada') {
  counter += 1;
  return {
    firstname,
    lastname: 'Lovelace',
    email: `${firstname}.${process.pid}.${Date.now().toString(36)}.${counter}@example.test`,
    password: 'Str0ng!pass',
  };
}
export type User = ReturnType<typeof newUser>;
