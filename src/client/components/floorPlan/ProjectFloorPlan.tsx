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
  if (!project?.layout) return null;
  return <LayoutEditor key={project._id} layout={project.layout} furnitures={project.furnitures} onRender={onRender} />;
}
