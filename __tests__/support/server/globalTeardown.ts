import { rmSync } from 'node:fs';
import { dropTemplates, PGLITE_TEMPLATE_FILE } from './templates';

export default async function globalTeardown(): Promise<void> {
  rmSync(PGLITE_TEMPLATE_FILE, { force: true });
  await dropTemplates();
}
