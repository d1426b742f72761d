import { screen, waitFor, within } from '@testing-library/react';
import { ADA, addUser, db, GOOD_CODE, tokenFor } from '../support/client/backend';
import { MESSAGES } from '../../src/shared/validation';
import { renderApp, signIn, storageWritten } from '../support/client/render';

jest.setTimeout(60_000);

const slow = { timeout: 10_000 };
const STORED = ['authToken', 'user', 'filterData', 'selectedFurnitureIds', 'roomName'];
const storedKeys = () => STORED.filter((key) => localStorage.getItem(key) !== null);

beforeEach(() => {
  signIn(tokenFor(ADA.id), 'ada');
  localStorage.setItem(
    'filterData',
    JSON.stringify({ roomType: 'Bedroom - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' }),
  );
  localStorage.setItem('selectedFurnitureIds', JSON.stringify(['f-1']));
  localStorage.setItem('roomName', 'Scandinavian Bedroom - Small');
});

async function openDialog() {
  const app = renderApp('/dashboard/settings');
  await app.user.click(await screen.findByRole('button', { name: 'Delete account' }, slow));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...app, dialog };
}

describe('Settings: Delete account', () => {
  it("a wrong password shows the server's message in the dialog and deletes nothing", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Password/), 'Not-it#123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Your password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(db.users.has(ADA.email)).toBe(true);
    expect(db.requests.filter((r) => r.path === '/user/me')).toEqual([
      { method: 'DELETE', path: '/user/me', body: { password: 'Not-it#123' } },
    ]);
  });

  it('Cancel sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.requests.filter((r) => r.path === '/user/me')).toEqual([]);
  });

  it('with the password: the account is deleted, the browser signs out and forgets every stored key', async () => {
    const { user, dialog, location } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Password/), ADA.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account and all its data have been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/'), slow);
    expect(db.users.has(ADA.email)).toBe(false);
    await storageWritten();
    expect(storedKeys()).toEqual([]);
  });

  it('an account made with Google has no password: a mailed code confirms instead', async () => {
    const grace = addUser({ email: 'grace@example.com', password: '', firstname: 'grace' });
    signIn(tokenFor(grace.id), 'grace');
    const { user, dialog, location } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'No password? Email me a code instead' }));
    expect(
      await within(dialog).findByText(/Enter the 4-digit code we sent to grace@example.com to confirm/),
    ).toBeInTheDocument();
    expect(db.requests.filter((r) => r.path === '/auth/password-reset-request')).toEqual([
      { method: 'POST', path: '/auth/password-reset-request', body: { email: 'grace@example.com' } },
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getAllByRole('textbox')[0], '9999');
    await user.click(confirm);
    expect(await within(dialog).findByText(MESSAGES.codeMismatch)).toBeInTheDocument();
    expect(db.users.has('grace@example.com')).toBe(true);

    await user.click(within(dialog).getAllByRole('textbox')[0]);
    await user.paste(GOOD_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account and all its data have been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/'), slow);
    expect(db.users.has('grace@example.com')).toBe(false);
    expect(db.requests.filter((r) => r.path === '/user/me').at(-1)).toEqual({
      method: 'DELETE',
      path: '/user/me',
      body: { code: GOOD_CODE },
    });
  });
});
