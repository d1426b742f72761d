import type {
  DeleteProjectQuery,
  EmptyResponse,
  ProjectResponse,
  ProjectsQuery,
  ProjectsResponse,
  ProjectVersionsResponse,
  RenameProjectBody,
} from '../../../shared/api';
import { HISTORY_PAGE_SIZE } from '../../../shared/constants';
import { api } from '../../app/api';

export const projectItemsPath = (id: string) => `/user/project/${encodeURIComponent(id)}/items`;
const projectPath = (id: string) => `/user/project/${encodeURIComponent(id)}`;

// A series (a project and its regenerations) shares one name: a rename or delete refreshes every
// cached version of it, and the History list.
const LIST = { type: 'Project' as const, id: 'LIST' };
const series = (seriesId: string) => ({ type: 'Project' as const, id: `series:${seriesId}` });

export interface ProjectTarget {
  id: string;
  seriesId: string;
}

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ProjectsResponse, number>({
      query: (page) => ({ url: '/user/projects', params: { page, limit: HISTORY_PAGE_SIZE } satisfies ProjectsQuery }),
      providesTags: [LIST],
    }),
    getProject: build.query<ProjectResponse, string>({
      query: (id) => projectPath(id),
      providesTags: (result, _error, id) => {
        const seriesId = result?.data?.project?.seriesId;
        return seriesId ? [{ type: 'Project', id }, series(seriesId)] : [{ type: 'Project', id }];
      },
    }),
    getProjectVersions: build.query<ProjectVersionsResponse, ProjectTarget>({
      query: ({ id }) => `${projectPath(id)}/versions`,
      providesTags: (_result, _error, { seriesId }) => [series(seriesId)],
    }),
    renameProject: build.mutation<ProjectResponse, ProjectTarget & RenameProjectBody>({
      query: ({ id, name }) => ({ url: projectPath(id), method: 'PATCH', body: { name } satisfies RenameProjectBody }),
      invalidatesTags: (_result, error, { seriesId }) => (error ? [] : [LIST, series(seriesId)]),
    }),
    deleteProject: build.mutation<EmptyResponse, ProjectTarget & DeleteProjectQuery>({
      query: ({ id, scope }) => ({
        url: projectPath(id),
        method: 'DELETE',
        params: scope ? ({ scope } satisfies DeleteProjectQuery) : undefined,
      }),
      invalidatesTags: (_result, error, { seriesId }) => (error ? [] : [LIST, series(seriesId)]),
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useGetProjectQuery,
  useGetProjectVersionsQuery,
  useRenameProjectMutation,
  useDeleteProjectMutation,
} = projectsApi;
