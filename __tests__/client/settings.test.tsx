import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reloadPage } from '../../src/client/app/reload';
import { ADA, addUser, db, tokenFor, url } from '../support/client/backend';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { holdRequest, server } from '../support/client/server';

jest.mock('../../src/client/app/reload', () => ({ RELOAD_DELAY_MS: 0, reloadPage: jest.fn() }));
const reload = reloadPage as jest.Mock;

beforeEach(() => {
  reload.mockClear();
  signIn(tokenFor(ADA.id), 'ada');
});

async function openSettings() {
  const app = renderApp('/dashboard/settings');
  await screen.findByRole('tab', { name: 'Profile' });
  return app;
}

function dropFiles(files: File[]) {
  const zone = screen.getByRole('group', { name: 'Profile photo drop zone' });
  fireEvent.drop(zone, {
    dataTransfer: {
      files,
      items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      types: ['Files'],
    },
  });
}

const png = (name = 'me.png', size = 1024, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('Settings: loading', () => {
  it('shows a spinner, then the heading, avatar initials and tabs', async () => {
    const gate = holdRequest('get', '/user/me');
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('progressbar', { name: 'Loading your settings' })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue(ADA.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Max file size is 2mb. Supported files are png and jpeg.')).toBeInTheDocument();
  });

  it('shows the photo when there is one, and ? without names', async () => {
    db.users.get(ADA.email)!.photo = '/media/photos/ada.jpg';
    const first = renderApp('/dashboard/settings');
    expect(await screen.findByRole('img', { name: "ada Lovelace's profile photo" })).toHaveAttribute(
      'src',
      '/media/photos/ada.jpg',
    );
    first.unmount();
    const nameless = addUser({ email: 'x@example.com', password: 'Secret#123', firstname: '', lastname: '' });
    localStorage.setItem('authToken', tokenFor(nameless.id));
    renderApp('/dashboard/settings');
    expect(await screen.findByText('?')).toBeInTheDocument();
  });

  it.each([
    ['token-expired', 'Token has expired', 'Token has expired. Please log in again.'],
    ['invalid-token', 'Invalid jwt token provided', 'Invalid JWT token. Please log in again.'],
  ])('on %s says so and signs out to / after 2 s', async (code, message, text) => {
    server.use(http.get(url('/user/me'), () => HttpResponse.json({ success: false, message, code }, { status: 401 })));
    const { location } = renderApp('/dashboard/settings');
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(location().pathname).toBe('/dashboard/settings');
    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 3500 });
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
  });

  it('a garbage token is answered invalid-token by the server and handled the same way', async () => {
    localStorage.setItem('authToken', 'not-a-jwt');
    renderApp('/dashboard/settings');
    expect((await screen.findAllByText('Invalid JWT token. Please log in again.')).length).toBeGreaterThan(0);
  });

  it("other failures: server message, 'Error fetching user details', 'Unexpected error occurred'", async () => {
    server.use(
      http.get(
        url('/user/me'),
        () =>
          HttpResponse.json(
            { success: false, message: 'Your email address is not verified yet.', code: 'email-unverified' },
            { status: 403 },
          ),
        { once: true },
      ),
    );
    const a = renderApp('/dashboard/settings');
    expect((await screen.findAllByText('Your email address is not verified yet.')).length).toBeGreaterThan(0);
    a.unmount();
    server.use(http.get(url('/user/me'), () => HttpResponse.json({ success: false }, { status: 500 }), { once: true }));
    const b = renderApp('/dashboard/settings');
    expect((await screen.findAllByText('Error fetching user details')).length).toBeGreaterThan(0);
    b.unmount();
    server.use(http.get(url('/user/me'), () => HttpResponse.error(), { once: true }));
    renderApp('/dashboard/settings');
    expect(await screen.findByText('Unexpected error occurred')).toBeInTheDocument();
    expect(await screen.findByText('Network Error, check your internet')).toBeInTheDocument();
  });

  it("without a user in the answer: 'User data not found' and 'Error loading user details.'", async () => {
    server.use(http.get(url('/user/me'), () => HttpResponse.json({ success: true, data: {} })));
    renderApp('/dashboard/settings');
    expect(await screen.findByText('User data not found')).toBeInTheDocument();
    expect(screen.getByText('Error loading user details.')).toBeInTheDocument();
  });
});

describe('Settings: profile', () => {
  it('Update Changes is disabled until something changes', async () => {
    const { user } = await openSettings();
    const button = screen.getByRole('button', { name: 'Update Changes' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('First Name'), 'x');
    expect(button).toBeEnabled();
    await user.type(screen.getByLabelText('First Name'), '{Backspace}');
    expect(button).toBeDisabled();
  });

  it("warns 'No changes to update.' when the edit is only whitespace", async () => {
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Last Name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Update Changes' }));
    expect(await screen.findByText('No changes to update.')).toBeInTheDocument();
    expect(db.lastProfileUpdate).toBeNull();
  });

  it("saves names with 'Saving...', toasts, updates the stored name and reloads", async () => {
    const { user } = await openSettings();
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'augusta');
    const gate = holdRequest('patch', '/user/me/update');
    await user.click(screen.getByRole('button', { name: 'Update Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('User details updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(db.lastProfileUpdate).toEqual({ firstname: 'augusta', lastname: 'Lovelace' });
    await storageWritten();
    expect(localStorage.getItem('user')).toBe('"augusta"');
  });

  it('uploads a dropped photo with a preview, as multipart', async () => {
    const { user } = await openSettings();
    dropFiles([png('me.png', 2048)]);
    expect(await screen.findByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(screen.getByRole('button', { name: 'Update Changes' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(db.lastProfileUpdate).toEqual({
      firstname: 'ada',
      lastname: 'Lovelace',
      photo: { name: 'me.png', type: 'image/png', size: 2048 },
    });
  });

  it('Delete clears a chosen photo', async () => {
    const { user } = await openSettings();
    dropFiles([png()]);
    await screen.findByRole('img', { name: 'Profile photo preview' });
    expect(screen.getByRole('button', { name: 'Update Changes' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('img', { name: 'Profile photo preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Changes' })).toBeDisabled();
  });

  it('Delete on a stored photo removes it on save', async () => {
    db.users.get(ADA.email)!.photo = '/media/photos/ada.jpg';
    const { user } = await openSettings();
    expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', '/media/photos/ada.jpg');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Update Changes' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(db.lastProfileUpdate).toEqual({ firstname: 'ada', lastname: 'Lovelace', removePhoto: 'true' });
  });

  it.each([
    ['a wrong type', [png('me.gif', 10, 'image/gif')], /^File type must be/],
    ['a file over 2 MB', [png('big.png', 2097153)], /^File is larger than 2097152 bytes$/],
    ['two files', [png('a.png'), png('b.png')], /^Too many files\.$/],
    ['an empty file', [png('empty.png', 0)], /^File is smaller than 1 bytes$/],
  ])('rejects %s', async (_name, files, message) => {
    await openSettings();
    dropFiles(files);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Profile photo preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Changes' })).toBeDisabled();
  });

  it("says 'Failed to update user details' for success false and shows errors", async () => {
    server.use(http.patch(url('/user/me/update'), () => HttpResponse.json({ success: false }), { once: true }));
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Last Name'), '-King');
    await user.click(screen.getByRole('button', { name: 'Update Changes' }));
    expect(await screen.findByText('Failed to update user details')).toBeInTheDocument();
    server.use(http.patch(url('/user/me/update'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    // The message can show a render before the button leaves 'Saving...'.
    await user.click(await screen.findByRole('button', { name: 'Update Changes' }));
    expect(await screen.findByText('Error updating user details')).toBeInTheDocument();
    server.use(
      http.patch(
        url('/user/me/update'),
        () =>
          HttpResponse.json({ success: false, message: 'File too large', code: 'payload-too-large' }, { status: 413 }),
        { once: true },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Update Changes' }));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('Settings: password', () => {
  async function openPasswordTab() {
    const app = await openSettings();
    await app.user.click(screen.getByRole('tab', { name: 'Password' }));
    await screen.findByLabelText('Old Password');
    return app;
  }

  async function fill(user: ReturnType<typeof renderApp>['user'], old: string, next: string, confirm: string) {
    if (old) await user.type(screen.getByLabelText('Old Password'), old);
    if (next) await user.type(screen.getByLabelText('New Password'), next);
    if (confirm) await user.type(screen.getByLabelText('Re-enter Password'), confirm);
  }

  it('has three password fields, each with Show/Hide, and the checklist', async () => {
    const { user } = await openPasswordTab();
    expect(screen.getByRole('tab', { name: 'Password', selected: true })).toBeInTheDocument();
    for (const label of ['Old Password', 'New Password', 'Re-enter Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      await user.click(screen.getByRole('button', { name: `Show ${label}` }));
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'text');
    }
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
  });

  it.each([
    ['rules first', '', 'weak', 'weak', 'Password does not meet all requirements.'],
    ['then empty fields', '', 'Newpass#1', 'Newpass#1', 'Please fill in all fields'],
    ['then mismatch', ADA.password, 'Newpass#1', 'Newpass#2', 'Passwords do not match.'],
  ])('validates %s', async (_n, old, next, confirm, message) => {
    const { user } = await openPasswordTab();
    await fill(user, old, next, confirm);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(db.requests.some((r) => r.path === '/user/me/password/update')).toBe(false);
  });

  it("changes the password with 'Updating...', keeps the fresh token and reloads", async () => {
    const { user } = await openPasswordTab();
    const before = localStorage.getItem('authToken');
    await fill(user, ADA.password, 'Newpass#1', 'Newpass#1');
    const gate = holdRequest('patch', '/user/me/password/update');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(db.requests.find((r) => r.path === '/user/me/password/update')?.body).toEqual({
      currentPassword: ADA.password,
      password: 'Newpass#1',
    });
    await storageWritten();
    expect(localStorage.getItem('authToken')).not.toBe(before);
  });

  it("shows the server message, else 'An error occurred.'", async () => {
    const { user } = await openPasswordTab();
    await fill(user, 'Wrong#pass1', 'Newpass#1', 'Newpass#1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    server.use(
      http.patch(url('/user/me/password/update'), () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    // The message can show a render before the button leaves 'Updating...'.
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(await within(screen.getByRole('tabpanel')).findByRole('button', { name: 'Change Password' })).toBeEnabled();
  });
});
