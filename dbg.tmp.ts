import { auditCase } from './src/server/generation/compositor/audit/auditCases';
import { planOf } from './src/server/generation/compositor';
import { planFigures } from './src/server/generation/compositor/audit/planChecks';
const c = auditCase(process.argv[2], process.argv[4] ?? 'Modern', process.argv[5] ?? 'Navy', process.argv[3] as 'usual');
const plan = planOf(c.spec);
console.log(plan.room, 'cam', plan.camera.zc.toFixed(0), plan.camera.xc, plan.camera.f.toFixed(0));
for (const p of plan.placements) console.log(p.index+1, p.category.slice(0,14).padEnd(14), JSON.stringify(p.footprint, (k,v)=> typeof v==='number'? Math.round(v):v), p.angle, p.size.heightCm);
console.log(planFigures(plan));
