// Probes PostgreSQL and Redis once, before any test file is loaded, so the scale suite can be
// declared as skipped (not run and passed vacuously) when they do not answer. Jest workers are
// started after this and inherit the variables.
import { SCALE_MISSING_ENV, servicesMissing } from './cluster';
import { buildScaleServer, SCALE_SERVER_ENV } from './serverBuild';

export default async function globalSetup(): Promise<void> {
  const missing = await servicesMissing();
  if (missing && process.env.ROOMWISE_REQUIRE_SERVICES === '1') {
    throw new Error(`ROOMWISE_REQUIRE_SERVICES=1 but ${missing}`);
  }
  process.env[SCALE_MISSING_ENV] = missing ?? '';
  if (!missing) process.env[SCALE_SERVER_ENV] = buildScaleServer();
}
