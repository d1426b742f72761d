// The layout audit (issue 16): every room type × style × three colours × three selection sizes, planned
// and drawn, each measured for pieces outside the room, overlaps, hidden shares, walkways, designer
// relations, the furnished region's coverage and the empty floor of the lowest third.
// Usage: npx tsx bench/layoutAudit.ts [--styles=Modern,Japandi] [--plan-only]
import sharp from 'sharp';
import { auditCases } from '../src/server/generation/compositor/audit/auditCases';
import {
  type AuditResult,
  auditRoom,
  type Distribution,
  summarize,
} from '../src/server/generation/compositor/audit/layoutAudit';
import { PICTURE_GOALS as GOALS } from '../src/server/generation/compositor/pictureGoals';

sharp.concurrency(1);

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const styles = arg('styles')?.split(',');
const draw = !process.argv.includes('--plan-only');

const f2 = (v: number) => v.toFixed(2);
const dist = (d: Distribution | undefined) =>
  d
    ? `min ${f2(d.min)}  p5 ${f2(d.p5)}  p50 ${f2(d.p50)}  p95 ${f2(d.p95)}  max ${f2(d.max)}  mean ${f2(d.mean)}`
    : '-';

async function main(): Promise<void> {
  const results: AuditResult[] = [];
  const started = performance.now();
  for (const c of auditCases()) {
    if (styles && !styles.includes(c.style)) continue;
    results.push(await auditRoom(c, draw));
  }
  const s = summarize(results);
  console.log(
    `${s.rooms} rooms audited in ${((performance.now() - started) / 1000).toFixed(1)} s${draw ? '' : ' (plans only)'}`,
  );
  console.log(`hard rules: pieces outside ${s.outside} (must be 0), footprint overlaps ${s.overlaps} (must be 0)`);
  console.log(
    `blocked walkways (< 60 cm in front): ${s.blockedWalkways} pieces; broken designer relations: ${s.brokenRelations}`,
  );
  if (draw) {
    console.log(
      `hidden share per piece       ${dist(s.hiddenPerPiece)}  (goal: mean < ${GOALS.meanHiddenShare}; ${s.piecesOverHidden} of ${s.piecesDrawn} pieces over ${GOALS.maxHiddenShare})`,
    );
    console.log(
      `most hidden piece per room   ${dist(s.worstHiddenPerRoom)}  (goal: ≤ ${GOALS.maxHiddenShare}; ${s.overHidden} rooms over; ${s.overHiddenWhole} with the chairs pushed in under their table measured whole)`,
    );
    console.log(
      `furnished region coverage    ${dist(s.coverage)}  (goal: ≥ ${GOALS.minCoverage}; ${s.underCoverage} rooms under)`,
    );
    console.log(
      `empty floor, lowest third    ${dist(s.emptyLowerThird)}  (goal: ≤ ${GOALS.maxEmptyLowerThird}; ${s.overEmpty} rooms over)`,
    );
    console.log(`rooms meeting every picture goal: ${s.meetingAll} of ${s.rooms}`);
  }
  const groups = new Map<string, AuditResult[]>();
  for (const r of results) {
    const [roomType, , , size] = r.name.split(' · ');
    const key = `${roomType} · ${size}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  console.log('\nper room type and selection size (p50 / worst; rooms over or under a goal; rooms meeting all):');
  for (const [key, rs] of groups) {
    const g = summarize(rs);
    const cells = [
      `walkways ${g.blockedWalkways}`,
      `relations ${g.brokenRelations}`,
      ...(draw
        ? [
            `most hidden ${f2(g.worstHiddenPerRoom!.p50)}/${f2(g.worstHiddenPerRoom!.max)} (${g.overHidden})`,
            `per piece mean ${f2(g.hiddenPerPiece!.mean)} (${g.piecesOverHidden} over)`,
            `coverage ${f2(g.coverage!.p50)}/${f2(g.coverage!.min)} (${g.underCoverage})`,
            `empty ${f2(g.emptyLowerThird!.p50)}/${f2(g.emptyLowerThird!.max)} (${g.overEmpty})`,
            `all ${g.meetingAll}/${g.rooms}`,
          ]
        : []),
    ];
    console.log(`  ${key.padEnd(34)} ${cells.join('  ')}`);
  }
  const reasons = new Map<string, number>();
  for (const r of results)
    for (const m of [...r.walkways, ...r.relations]) {
      const key = `${r.name.split(' · ')[0]}: ${m.replace(/ #\d+/, '')}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
  console.log('\nmost frequent findings:');
  for (const [k, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${String(n).padStart(4)}  ${k}`);
}

void main();
