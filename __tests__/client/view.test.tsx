import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../src/client/app/AppProviders';
import { signedOut } from '../../src/client/app/authSlice';
import ViewPage from '../../src/client/features/history/ViewPage';
import { ADA, tokenFor, url } from '../support/client/backend';
import { renderApp, signIn } from '../support/client/render';
import { furniture, project, projectDb, useProjectHandlers } from '../support/client/projects';
import { server } from '../support/client/server';
import { storeWithFakeSocket } from '../support/client/socketStore';

async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const saved = project(7, [
  furniture(1, { title: 'Oslo Sofa' }),
  furniture(2, { title: 'Birch Coffee Table', imageUrl: [] }),
]);

async function openView(id: string = saved._id) {
  const { store } = await storeWithFakeSocket();
  return renderApp(`/dashboard/view/${id}`, { store });
}

beforeEach(() => {
  signIn(tokenFor(ADA.id));
  useProjectHandlers();
  projectDb.projects = [saved];
});

describe('View', () => {
  it('shows the name, the large image, the pieces (placeholder when missing), Download Image and the item table', async () => {
    const { container } = await openView();
    expect(await screen.findByRole('heading', { level: 1, name: saved.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: saved.name })).toHaveAttribute('src', saved.generatedImage);
    const pieces = screen.getByRole('list', { name: 'Furniture in this room' });
    expect(within(pieces).getByRole('img', { name: 'Oslo Sofa' })).toHaveAttribute('src', '/media/catalog/f1.png');
    expect(within(pieces).getByRole('img', { name: 'Birch Coffee Table' })).toHaveAttribute(
      'src',
      '/images/furniture-placeholder.svg',
    );
    expect(screen.getByRole('button', { name: 'Download Image' })).toBeEnabled();
    const table = await screen.findByRole('table', { name: 'Items in this room' });
    expect(within(table).getByText('$301.98')).toBeInTheDocument();
    expect(projectDb.requests).toEqual(expect.arrayContaining([`project ${saved._id}`, `items ${saved._id}`]));
    expect(await violations(container)).toEqual([]);
  });

  it("a project that does not exist (404) is 'Entry not found.'", async () => {
    const { container } = await openView('00000000-0000-4000-8000-000000000999');
    expect(await screen.findByText('Entry not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Project' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Image' })).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it("an answer without data is 'Invalid entry data structure.'", async () => {
    server.use(http.get(url('/user/project/:id'), () => HttpResponse.json({ success: true })));
    await openView();
    expect(await screen.findByText('Invalid entry data structure.')).toBeInTheDocument();
  });

  it("another failure of the project call is 'An error occurred: ...'", async () => {
    server.use(
      http.get(url('/user/project/:id'), () =>
        HttpResponse.json(
          { success: false, code: 'internal', message: 'Something went wrong on our side. Please try again.' },
          { status: 500 },
        ),
      ),
    );
    await openView();
    expect(
      await screen.findByText('An error occurred: Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
  });

  it("a failed item-table call is 'Error fetching additional data: ...' under the project", async () => {
    server.use(
      http.get(url('/user/project/:id/items'), () =>
        HttpResponse.json({ success: false, code: 'internal', message: 'boom' }, { status: 500 }),
      ),
    );
    await openView();
    expect(await screen.findByText('Error fetching additional data: Network response was not ok')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: saved.name })).toBeInTheDocument();
  });

  it("without a token it says 'Invalid ID or missing authentication token.' and calls nothing", async () => {
    // The shell would send a signed-out user to /, so the screen is checked with a signed-in
    // store whose token is then dropped in place.
    const { store } = await storeWithFakeSocket();
    store.dispatch(signedOut());
    render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[`/dashboard/view/${saved._id}`]}>
          <Routes>
            <Route path="/dashboard/view/:id" element={<ViewPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('Invalid ID or missing authentication token.')).toBeInTheDocument();
    expect(projectDb.requests).toEqual([]);
  });
});
