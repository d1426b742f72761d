import { screen, waitFor, within } from '@testing-library/react';
import { ADA, tokenFor } from '../support/client/backend';
import { renderApp, signIn } from '../support/client/render';
import { project, projectDb, useProjectHandlers } from '../support/client/projects';
import { storeWithFakeSocket } from '../support/client/socketStore';

async function openHistory() {
  const { store } = await storeWithFakeSocket();
  return renderApp('/dashboard/history', { store });
}

// The first screen of a file loads its lazy chunks: slow on a busy machine.
const FIRST_LOAD = { timeout: 5000 };
const entryOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name }, FIRST_LOAD)).closest('li')!;

beforeEach(() => {
  signIn(tokenFor(ADA.id));
  useProjectHandlers();
});

describe('History: one entry per room, with its date and versions', () => {
  it('groups regenerations: one entry with the newest image and a link to its 3 versions', async () => {
    // newest first: project 4 is the second regeneration of project 1, project 3 a room of its own
    projectDb.projects = [project(4, undefined, 1), project(3), project(2, undefined, 1), project(1)];
    await openHistory();
    const entry = await entryOf('Modern Living Room 1');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Modern Living Room 1',
      'Modern Living Room 3',
    ]);
    expect(within(entry).getByRole('img')).toHaveAttribute('src', projectDb.projects[0].generatedImage);
    const versions = within(entry).getByRole('link', { name: '3 versions of Modern Living Room 1' });
    expect(versions).toHaveTextContent('3 versions');
    expect(versions).toHaveAttribute('href', `/dashboard/view/${projectDb.projects[0]._id}`);
    expect(within(await entryOf('Modern Living Room 3')).queryByText(/versions/)).not.toBeInTheDocument();
  });

  it('shows when each room was generated, in the reader’s locale', async () => {
    const room = project(5);
    projectDb.projects = [room];
    await openHistory();
    const time = (await entryOf(room.name)).querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', room.createdAt);
    expect(time.textContent).toMatch(/2026/);
    expect(time.textContent).toMatch(/\d{1,2}:\d{2}/);
  });
});

describe('History: rename', () => {
  it('renames in a dialog, checks the name first, and shows the new name', async () => {
    projectDb.projects = [project(2, undefined, 1), project(1)];
    const { user } = await openHistory();
    const entry = await entryOf('Modern Living Room 1');
    await user.click(within(entry).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename room' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Modern Living Room 1');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.type(field, 'x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name must be at most 80 characters')).toBeInTheDocument();
    expect(projectDb.requests.filter((r) => r.startsWith('rename'))).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Sunday lounge');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room renamed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday lounge' })).toBeInTheDocument();
    expect(projectDb.requests).toContain(`rename ${projectDb.projects[0]._id} Sunday lounge`);
  });

  it('keeps the dialog open and says so when the rename fails', async () => {
    projectDb.projects = [project(1)];
    projectDb.brokenWrites.add(projectDb.projects[0]._id);
    const { user } = await openHistory();
    await user.click(within(await entryOf('Modern Living Room 1')).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename room' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rename room' })).toBeInTheDocument();
  });
});

describe('History: delete', () => {
  it('asks first; Cancel keeps the room', async () => {
    projectDb.projects = [project(1)];
    const { user } = await openHistory();
    await user.click(within(await entryOf('Modern Living Room 1')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Modern Living Room 1”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(projectDb.requests.filter((r) => r.startsWith('delete'))).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Modern Living Room 1' })).toBeInTheDocument();
  });

  it('deletes the room with all its versions and refreshes the list', async () => {
    projectDb.projects = [project(3, undefined, 1), project(2), project(1)];
    const newest = projectDb.projects[0]._id;
    const { user } = await openHistory();
    await user.click(within(await entryOf('Modern Living Room 1')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Modern Living Room 1”?' });
    expect(dialog).toHaveAccessibleDescription(
      'All 2 versions of this room and their images are deleted. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Room deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Modern Living Room 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Modern Living Room 2' })).toBeInTheDocument();
    expect(projectDb.requests).toContain(`delete ${newest} series`);
  });

  it('deleting the last room leaves the empty History', async () => {
    projectDb.projects = [project(1)];
    const { user } = await openHistory();
    await user.click(within(await entryOf('Modern Living Room 1')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No history available.')).toBeInTheDocument();
  });
});
