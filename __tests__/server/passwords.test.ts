import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPasswordHasher, OWASP_MEMORY_KIB } from '../../src/server/accounts/passwords';
import { ConfigError, loadConfig } from '../../src/server/config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roomwise-passwords-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('password hashing', () => {
  it("is argon2id at OWASP's minimum by default (m = 19 MiB, t = 2, p = 1), and checks what it hashed", async () => {
    expect(config({}).passwordHashMemoryKib).toBe(OWASP_MEMORY_KIB);
    const hasher = createPasswordHasher(config({ NODE_ENV: 'production' }).passwordHashMemoryKib);
    const stored = await hasher.hash('Sunny-Room1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.check(stored, 'Sunny-Room1')).toBe(true);
    expect(await hasher.check(stored, 'Sunny-Room2')).toBe(false);
    expect(await hasher.check(null, 'Sunny-Room1')).toBe(false);
  });

  it('takes a higher cost anywhere, a lower one only outside production', async () => {
    expect(config({ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '65536' }).passwordHashMemoryKib).toBe(65536);
    expect(() => config({ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      new ConfigError('Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB must be at least 19456 in production'),
    );
    expect(() => config({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(ConfigError);
    const cheap = createPasswordHasher(
      config({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024' }).passwordHashMemoryKib,
    );
    expect(await cheap.hash('Sunny-Room1')).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
  });
});
