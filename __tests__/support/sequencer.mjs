// @ts-check
// Jest starts the suites it has timings for longest first, so the long ones do not finish last on
// a single worker while the others idle. A clean clone (as CI has) has no timings, and jest then
// goes by file size, which put the scale suite (a minute, mostly waiting on its processes) and
// the heaviest screens near the end. Suites without timings of this machine take the figures
// below, seconds measured in a cold `npm test` on the 2-core machine (shared with other work,
// so longer than alone; only their order matters); the others follow,
// largest file first. Failed suites still go first.
import path from 'node:path';
import jestSequencer from '@jest/test-sequencer';

/** @typedef {typeof import('@jest/test-sequencer', { with: { 'resolution-mode': 'require' } }).default} SequencerClass */
/** @typedef {import('@jest/test-result').Test} Test */
/** @typedef {{ time(test: Test): number | undefined; hasFailed(test: Test): boolean }} Cached */

// Its index.mjs exports the class itself; its types describe the CommonJS module.exports.
const Sequencer = /** @type {SequencerClass} */ (/** @type {unknown} */ (jestSequencer));

/**
 * The cached timings and failures, through the methods jest's own sort uses (private in its types).
 * @param {unknown} sequencer
 */
const cached = (sequencer) => /** @type {Cached} */ (sequencer);

const ROOT = path.resolve(import.meta.dirname, '../..');

/** @type {Record<string, number>} */
const KNOWN_SECONDS = {
  '__tests__/scale/cluster.test.ts': 71,
  '__tests__/server/compositor.test.ts': 43,
  '__tests__/server/roomImages.test.ts': 35,
  '__tests__/server/auth.test.ts': 33,
  '__tests__/client/selection.test.tsx': 31,
  '__tests__/client/recommend.test.tsx': 29,
  '__tests__/server/realtime.test.ts': 27,
  '__tests__/client/resultsRows.test.tsx': 26,
  '__tests__/server/catalogSeed.test.ts': 26,
  '__tests__/client/settings.test.tsx': 26,
  '__tests__/server/layoutAudit.test.ts': 25,
  '__tests__/server/recommend/engine.property.test.ts': 21,
  '__tests__/client/roomPhoto.test.tsx': 21,
  '__tests__/server/recommend/personal.test.ts': 21,
  '__tests__/server/openapi.test.ts': 20,
  '__tests__/server/google.test.ts': 19,
  '__tests__/server/imageApi.test.ts': 18,
  '__tests__/server/renderPool.test.ts': 17,
  '__tests__/client/register.test.tsx': 17,
  '__tests__/client/passwordReset.test.tsx': 17,
  '__tests__/server/art.test.ts': 17,
  '__tests__/server/projects.test.ts': 17,
  '__tests__/server/cameraChoice.test.ts': 14,
};

export default class LongestFirst extends Sequencer {
  /** @param {Test[]} tests */
  sort(tests) {
    const cache = cached(this);
    /** @param {Test} test */
    const known = (test) => KNOWN_SECONDS[path.relative(ROOT, test.path).split(path.sep).join('/')];
    /** @param {Test} test */
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    for (const test of tests) {
      const seconds = known(test);
      test.duration = cache.time(test) ?? (seconds === undefined ? undefined : seconds * 1000);
    }
    return tests.sort((a, b) => {
      const failed = Number(cache.hasFailed(b)) - Number(cache.hasFailed(a));
      if (failed) return failed;
      if ((a.duration == null) !== (b.duration == null)) return a.duration == null ? 1 : -1;
      if (a.duration != null && b.duration != null) return b.duration - a.duration;
      return size(b) - size(a);
    });
  }
}
