import type { ProjectDetail, ProjectSummary, SuccessEnvelope } from '../../../shared/api';
import { HISTORY_PAGE_SIZE } from '../../../shared/constants';
import { api } from '../../app/api';

export interface ProjectsPage {
  projects: ProjectSummary[];
  page: number;
  totalPages: number;
  total: number;
}

export const projectItemsPath = (id: string) => `/user/project/${encodeURIComponent(id)}/items`;

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<SuccessEnvelope<ProjectsPage>, number>({
      query: (page) => ({ url: '/user/projects', params: { page, limit: HISTORY_PAGE_SIZE } }),
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
    getProject: build.query<SuccessEnvelope<{ project: ProjectDetail | null }>, string>({
      query: (id) => `/user/project/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
  }),
});

export const { useGetProjectsQuery, useGetProjectQuery } = projectsApi;
