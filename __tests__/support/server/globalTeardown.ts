import { rmSync } from 'node:fs';
import { dropTemplates, PGLITE_RUN_DIR } from './templates';

export default async function globalTeardown(): Promise<void> {
  rmSync(PGLITE_RUN_DIR, { recursive: true, force: true });
  await dropTemplates();
}
