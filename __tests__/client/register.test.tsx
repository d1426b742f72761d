import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../support/client/backend';
import { renderApp, storageWritten } from '../support/client/render';
import { holdRequest } from '../support/client/server';

type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, f: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>>) {
  if (f.first) await user.type(await screen.findByLabelText('First Name'), f.first);
  if (f.last) await user.type(screen.getByLabelText('Last Name'), f.last);
  if (f.email) await user.type(screen.getByLabelText('Email'), f.email);
  if (f.password) await user.type(screen.getByLabelText('New Password'), f.password);
  if (f.confirm) await user.type(screen.getByLabelText('Re-enter Password'), f.confirm);
}

const VALID = {
  first: 'grace',
  last: 'Hopper',
  email: 'grace@example.com',
  password: 'Cobol#1959',
  confirm: 'Cobol#1959',
};

describe('Register screen', () => {
  it('has the welcome, login link, terms link and all fields (Google and OR: google.test.tsx)', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    for (const label of ['First Name', 'Last Name', 'Email', 'New Password', 'Re-enter Password'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('ticks the password rules live', async () => {
    const { user } = renderApp('/register');
    const list = await screen.findByRole('list', { name: 'Password requirements' });
    const item = (label: string) => within(list).getByText(label).closest('li')!;
    expect(item('Use 8 or more characters')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('New Password'), 'abc');
    expect(item('One Lowercase character')).toHaveAttribute('data-met', 'true');
    expect(item('One Uppercase character')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('New Password'), 'DEF1#xy');
    for (const label of [
      'Use 8 or more characters',
      'One Uppercase character',
      'One Lowercase character',
      'One number',
      'One special character',
    ]) {
      expect(item(label)).toHaveAttribute('data-met', 'true');
    }
  });

  it('one Show/Hide toggle shows both password fields', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Show New Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Re-enter Password')).toHaveAttribute('type', 'text');
    expect(screen.getAllByRole('button', { name: /^(Show|Hide) / })).toHaveLength(1);
  });

  it.each([
    [
      'weak password first',
      { ...VALID, password: 'weak', confirm: 'weak' },
      'Password does not meet all requirements.',
    ],
    ['empty fields', { ...VALID, last: '' }, 'Please fill in all fields'],
    ['mismatch', { ...VALID, confirm: 'Cobol#1960' }, 'Passwords do not match'],
    ['bad email', { ...VALID, email: 'grace@example' }, 'Invalid email format'],
  ])('rejects %s without calling the server', async (_name, form, message) => {
    const { user } = renderApp('/register');
    await fill(user, form);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(db.requests.some((r) => r.path === '/auth/register')).toBe(false);
  });

  it('does not require the terms checkbox; registers, stores the token and goes to email confirmation', async () => {
    const { user, location } = renderApp('/register');
    await fill(user, VALID);
    const gate = holdRequest('post', '/auth/register');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    gate.release();
    expect(
      await screen.findByText('Registration successful. We have sent a 4-digit code to your email.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/email_confirmation'));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      email: 'grace@example.com',
      verificationType: 'emailVerification',
    });
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeTruthy();
    expect(db.requests.find((r) => r.path === '/auth/register')?.body).toEqual({
      firstname: 'grace',
      lastname: 'Hopper',
      email: 'grace@example.com',
      password: 'Cobol#1959',
    });
  });

  it('shows the server message when the email is taken', async () => {
    const { user, location } = renderApp('/register');
    await fill(user, { ...VALID, email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(location().pathname).toBe('/register');
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
