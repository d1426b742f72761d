import { buildTemplates } from './templates';
import './templateSteps';

export default async function globalSetup(): Promise<void> {
  await buildTemplates();
}
