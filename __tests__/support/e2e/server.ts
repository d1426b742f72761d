import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DIST, ROOT } from './build';

const SERVER = path.join(ROOT, 'src/server/server.ts');

/** A port nobody listens on right now (the server must know it up front: PUBLIC_URL names it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface AppServerOptions {
  smtpUrl: string;
  env?: Record<string, string>;
}

/**
 * The real server (src/server/server.ts through tsx) in a process of its own, serving the API,
 * socket.io and the built SPA from dist/ on 127.0.0.1, with a fresh DATA_DIR. stop() and start()
 * again keep the port and the DATA_DIR, as a restart in production would.
 */
export class AppServer {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-e2e-'));
  port = 0;
  readonly lines: string[] = [];
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(private readonly options: AppServerOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        STATIC_DIR: DIST,
        SMTP_URL: this.options.smtpUrl,
        PUBLIC_URL: this.url,
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: '3000',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        this.lines.push(line);
        if (this.lines.length > 2000) this.lines.splice(0, 1000);
      });
    }
    let exitCode: number | null | undefined;
    void this.exited.then((code) => {
      exitCode = code;
    });
    // Ready when /healthz answers (whatever LOG_LEVEL says).
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode}:\n${this.tail()}`);
      const ok = await fetch(`${this.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the server did not start within 120 s:\n${this.tail()}`);
  }

  /** SIGTERM and wait for the process to end (SIGKILL after 15 s). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
    this.child = null;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  tail(n = 40): string {
    return this.lines.slice(-n).join('\n');
  }

  /** Calls the API as an outside client would (for checks the browser cannot make). */
  async api(
    method: string,
    pathname: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetch(`${this.url}${pathname}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  }
}
