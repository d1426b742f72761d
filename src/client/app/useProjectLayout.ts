import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Layout, ProjectDetail, RoomParams } from '../../shared/api';
import { useGetProjectQuery } from '../features/history/projectsApi';
import { roomRequested } from '../features/visualize/visualizeSlice';
import { useAppDispatch } from './hooks';
import { VISUALIZE_PATH } from './useGenerateRoom';

/** A saved project's render parameters, as History's view knows them. */
export const paramsOfProject = (project: ProjectDetail): RoomParams => ({
  roomType: project.roomType,
  preferredColor: project.preferredColor,
  preferredStyle: project.preferredStyle,
  furnitureIds: project.furnitureIds,
  // A project drawn into the user's photo is drawn into it again.
  ...(project.roomPhoto ? { roomPhoto: project.roomPhoto } : {}),
});

/**
 * The plan of a saved project (GET /user/project/{id} carries the layout actually drawn), and
 * "Render this layout": the project rendered again with the edited arrangement, as a new version
 * of its series, through the one generation path (roomRequested → visualize-room).
 * `baseParams` is what the render is asked with before the layout and the series are added.
 */
export function useProjectLayout(projectId: string | undefined, baseParams: (project: ProjectDetail) => RoomParams) {
  const { data } = useGetProjectQuery(projectId ?? '', { skip: !projectId });
  const project = projectId ? data?.data?.project : undefined;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const render = useCallback(
    (layout: Layout) => {
      if (!project) return;
      dispatch(
        roomRequested({
          ...baseParams(project),
          // The pieces are the ones on the plan, so the server places exactly those.
          furnitureIds: layout.placements.map((p) => p.furnitureId),
          regenerates: project._id,
          layout,
        }),
      );
      void navigate(VISUALIZE_PATH);
    },
    [project, baseParams, dispatch, navigate],
  );

  return { project, render };
}
