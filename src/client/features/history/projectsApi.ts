import type { ProjectResponse, ProjectsQuery, ProjectsResponse } from '../../../shared/api';
import { HISTORY_PAGE_SIZE } from '../../../shared/constants';
import { api } from '../../app/api';

export const projectItemsPath = (id: string) => `/user/project/${encodeURIComponent(id)}/items`;

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ProjectsResponse, number>({
      query: (page) => ({ url: '/user/projects', params: { page, limit: HISTORY_PAGE_SIZE } satisfies ProjectsQuery }),
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
    getProject: build.query<ProjectResponse, string>({
      query: (id) => `/user/project/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
  }),
});

export const { useGetProjectsQuery, useGetProjectQuery } = projectsApi;
