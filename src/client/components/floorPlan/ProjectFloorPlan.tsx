import type { Layout, ProjectDetail } from '../../../shared/api';
import { LayoutEditor } from './LayoutEditor';

/** A saved project's plan in the editor, started afresh for each project. */
export function ProjectFloorPlan({
  project,
  onRender,
}: {
  project: ProjectDetail | undefined;
  onRender: (layout: Layout) => void;
}) {
  // A room drawn with no piece (the planner placed none) has nothing to arrange.
  if (!project?.layout.placements.length) return null;
  return <LayoutEditor key={project._id} layout={project.layout} furnitures={project.furnitures} onRender={onRender} />;
}
