import { screen, waitFor, within } from '@testing-library/react';
import { ADA, tokenFor } from '../support/client/backend';
import { renderApp, signIn } from '../support/client/render';
import { project, projectDb, projectId, useProjectHandlers } from '../support/client/projects';
import { storeWithFakeSocket } from '../support/client/socketStore';

async function openView(id: string) {
  const { store } = await storeWithFakeSocket();
  return renderApp(`/dashboard/view/${id}`, { store });
}

beforeEach(() => {
  signIn(tokenFor(ADA.id));
  useProjectHandlers();
  // one room in three versions, newest first: 1, then regenerations 2 and 3
  projectDb.projects = [project(3, undefined, 1), project(2, undefined, 1), project(1)];
});

describe('View: versions of a room', () => {
  it('steps between the versions with Previous and Next version', async () => {
    const { user, location } = await openView(projectId(3));
    // the first screen of a file loads its lazy chunks: slow on a busy machine
    const versions = await screen.findByRole('navigation', { name: 'Versions' }, { timeout: 5000 });
    expect(await within(versions).findByText('Version 3 of 3')).toBeInTheDocument();
    expect(within(versions).getByRole('button', { name: 'Next version' })).toBeDisabled();
    await user.click(within(versions).getByRole('link', { name: 'Previous version' }));
    expect(location().pathname).toBe(`/dashboard/view/${projectId(2)}`);
    expect(await screen.findByText('Version 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Modern Living Room 1' })).toHaveAttribute(
      'src',
      projectDb.projects[1].generatedImage,
    );
    expect(screen.getByRole('heading', { level: 1 }).parentElement!.querySelector('time')).toHaveAttribute(
      'dateTime',
      projectDb.projects[1].createdAt,
    );
  });

  it('a room of one version shows no version steps', async () => {
    projectDb.projects = [project(9)];
    await openView(projectId(9));
    expect(await screen.findByRole('heading', { level: 1, name: 'Modern Living Room 9' })).toBeInTheDocument();
    await waitFor(() => expect(projectDb.requests).toContain(`versions ${projectId(9)}`));
    expect(screen.queryByRole('navigation', { name: 'Versions' })).not.toBeInTheDocument();
  });

  it('renames the room: the title changes', async () => {
    const { user } = await openView(projectId(2));
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename room' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Loft{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loft' })).toBeInTheDocument();
    expect(screen.getByText('Room renamed.')).toBeInTheDocument();
  });

  it('deletes this version only and shows the next one', async () => {
    const { user, location } = await openView(projectId(2));
    await screen.findByText('Version 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this version of “Modern Living Room 1”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Version deleted.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/dashboard/view/${projectId(3)}`));
    expect(await screen.findByText('Version 2 of 2')).toBeInTheDocument();
    expect(projectDb.requests).toContain(`delete ${projectId(2)} version`);
  });

  it('deleting the only version goes back to the History', async () => {
    projectDb.projects = [project(9)];
    const { user, location } = await openView(projectId(9));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Modern Living Room 9”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Room deleted.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/dashboard/history'));
    expect(await screen.findByText('No history available.')).toBeInTheDocument();
  });
});
