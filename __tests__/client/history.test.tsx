import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ADA, tokenFor } from '../support/client/backend';
import { renderApp, signIn } from '../support/client/render';
import { furniture, project, projectDb, useProjectHandlers } from '../support/client/projects';
import { storeWithFakeSocket } from '../support/client/socketStore';

async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openHistory(path = '/dashboard/history') {
  const { store } = await storeWithFakeSocket();
  return renderApp(path, { store });
}

/** n projects, newest first, each with one piece. */
function seed(n: number) {
  projectDb.projects = Array.from({ length: n }, (_, i) => project(n - i));
}

const entries = () =>
  within(screen.getByRole('list', { name: 'Generated rooms' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Generated rooms');

beforeEach(() => {
  signIn(tokenFor(ADA.id));
  useProjectHandlers();
});

describe('History', () => {
  it("says 'No history available.' when there is none", async () => {
    await openHistory();
    expect(await screen.findByText('No history available.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('lists each project with its name, thumbnail, furniture chips and a View more link', async () => {
    const withChips = project(1, [
      furniture(1, { title: 'Oslo Sofa', style: 'Modern', color: 'Grey' }),
      furniture(2, { title: 'Plain Stool', style: '', color: '' }),
      furniture(3, { title: 'Old Chest', style: 'Rustic', color: '' }),
    ]);
    projectDb.projects = [withChips];
    await openHistory();
    const entry = (await screen.findByRole('heading', { level: 2, name: withChips.name })).closest('li')!;
    expect(within(entry).getByRole('img', { name: `Generated image of ${withChips.name}` })).toHaveAttribute(
      'src',
      withChips.generatedImage,
    );
    const chips = await within(entry).findByRole('list', { name: `Furniture in ${withChips.name}` });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Oslo Sofa (Modern) Grey', 'Plain Stool', 'Old Chest (Rustic)']),
    );
    const link = within(entry).getByRole('link', { name: 'View more' });
    expect(link).toHaveAttribute('href', `/dashboard/view/${withChips._id}`);
    expect(link).toHaveAccessibleDescription(withChips.name);
  });

  it('a failed detail call leaves that project without chips', async () => {
    seed(2);
    projectDb.brokenDetails.add(projectDb.projects[0]._id);
    await openHistory();
    await screen.findByRole('heading', { level: 2, name: projectDb.projects[0].name });
    const [broken, fine] = projectDb.projects.map((p) => screen.getByRole('list', { name: `Furniture in ${p.name}` }));
    await waitFor(() => expect(within(fine).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(projectDb.requests).toContain(`project ${projectDb.projects[0]._id}`));
    expect(within(broken).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
  });

  it('pages by 10 with Previous and Next, bounded to 1..total pages', async () => {
    seed(23);
    const { user, location } = await openHistory();
    await screen.findByRole('heading', { level: 2, name: 'Modern Living Room 23' });
    expect(entries()).toHaveLength(10);
    expect(projectDb.requests).toContain('projects?page=1&limit=10');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Modern Living Room 13' })).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Modern Living Room 3' })).toBeInTheDocument();
    expect(entries()).toHaveLength(3);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Modern Living Room 13' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('a page past the end shows the last page', async () => {
    seed(12);
    const { location } = await openHistory('/dashboard/history?page=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Modern Living Room 2' })).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('View more opens the project', async () => {
    seed(1);
    const { user, location } = await openHistory();
    await user.click(await screen.findByRole('link', { name: 'View more' }));
    expect(location().pathname).toBe(`/dashboard/view/${projectDb.projects[0]._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: projectDb.projects[0].name })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    seed(3);
    const { container } = await openHistory();
    await screen.findByRole('heading', { level: 2, name: 'Modern Living Room 3' });
    await waitFor(() => expect(screen.getAllByText(/\(Modern\) Oak/)).toHaveLength(3));
    expect(await violations(container)).toEqual([]);
  });
});
