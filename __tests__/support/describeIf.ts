/**
 * `describe` when the services a suite needs answered the probe, `describe.skip` otherwise, so
 * jest reports those tests as skipped (never as passed) and the reason is printed once.
 * The probe must run before the tests are declared: a globalSetup stores its verdict in an
 * environment variable that test files read at load time (see support/scale/globalSetup.ts).
 */
export function describeIf(missing: string | undefined): jest.Describe {
  if (!missing) return describe;
  console.warn(`skipped: ${missing}`);
  return describe.skip;
}
