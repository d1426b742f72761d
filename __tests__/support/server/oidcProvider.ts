// Starts oidc/provider.mjs (a real oidc-provider; ESM-only, so it cannot load inside jest) as a
// child process and talks to its test-only routes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'oidc', 'provider.mjs');
const START_TIMEOUT_MS = 20_000;

export type Tamper = 'aud' | 'iss' | 'expired' | 'foreign-key' | 'alg-none';

export interface GoogleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  /** The ID token the token endpoint returns is wrong in this one way. */
  tamper?: Tamper;
  /** Mint the code for another registered client (default: the app's client). */
  clientId?: string;
}

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  otherClientId: string;
  /** The env that points the app at this provider. */
  env: Record<string, string>;
  /** An authorization code for this account, bound to redirect_uri "postmessage". */
  mintCode(account: GoogleAccount): Promise<string>;
  stop(): Promise<void>;
}

/** A loopback port that was free a moment ago (for a provider that must come up later on it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startOidcProvider(options: { port?: number } = {}): Promise<OidcProvider> {
  const clientId = 'roomwise-test-client';
  const clientSecret = 'roomwise-test-client-secret';
  const otherClientId = 'another-app';
  // jest's NODE_OPTIONS (vm modules) mean nothing to the provider.
  const { NODE_OPTIONS: _nodeOptions, ...env } = process.env;
  const child = spawn(process.execPath, [SCRIPT, clientId, clientSecret, otherClientId, 'another-app-secret'], {
    env: { ...env, ...(options.port ? { OIDC_PORT: String(options.port) } : {}) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const issuer = await waitForIssuer(child);

  return {
    issuer,
    clientId,
    clientSecret,
    otherClientId,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer },
    async mintCode(account) {
      const res = await fetch(`${issuer}/test/code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      const body = (await res.json()) as { code?: string; error?: string };
      if (!res.ok || !body.code) throw new Error(`minting a code failed: ${body.error ?? res.status}`);
      return body.code;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function waitForIssuer(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const onExit = (code: number | null, signal: string | null) => fail(`exited with ${code ?? signal}`);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`the OpenID provider did not start: ${why}\n${stderr}`));
    };
    const timer = setTimeout(() => fail('timed out'), START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^OIDC_ISSUER (\S+)$/m.exec(stdout);
      if (match) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(match[1]);
      }
    });
    child.once('exit', onExit);
    child.once('error', (err) => fail(err.message));
  });
}
