import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADA, db, GOOD_CODE, url } from '../support/client/backend';
import { renderApp } from '../support/client/render';
import { holdRequest, server } from '../support/client/server';

type User = ReturnType<typeof renderApp>['user'];
const RESET = '/password-reset?email=ada%40example.com&verificationType=passwordReset';

async function fillReset(user: User, code: string, password: string, confirm = password) {
  await user.click(await screen.findByLabelText('Digit 1 of 4'));
  await user.keyboard(code);
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Re-enter Password'), confirm);
}

describe('Forgot password', () => {
  it('sends the code and goes to the reset screen', async () => {
    const { user, location } = renderApp('/password-reset-request');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await user.type(email, ADA.email);
    const gate = holdRequest('post', '/auth/password-reset-request');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Password reset link sent to your email.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/password-reset'));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      email: ADA.email,
      verificationType: 'passwordReset',
    });
  });

  it('needs an email', async () => {
    const { user, location } = renderApp('/password-reset-request');
    await user.click(await screen.findByRole('button', { name: 'Send Email' }));
    expect(db.requests.some((r) => r.path === '/auth/password-reset-request')).toBe(false);
    expect(location().pathname).toBe('/password-reset-request');
  });

  it('shows the server message on failure', async () => {
    server.use(
      http.post(
        url('/auth/password-reset-request'),
        () =>
          HttpResponse.json(
            { success: false, message: 'Too many requests, please try again later.', code: 'rate-limited' },
            { status: 429 },
          ),
        { once: true },
      ),
    );
    const { user } = renderApp('/password-reset-request');
    await user.type(await screen.findByLabelText('Email'), ADA.email);
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
  });
});

describe('Password reset', () => {
  it('without an email shows the error and returns to /', async () => {
    const { location } = renderApp('/password-reset?verificationType=passwordReset');
    expect((await screen.findAllByText('Email is required for verification.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 3500 });
  });

  it('shows the code, both password fields and the checklist', async () => {
    renderApp(RESET);
    expect(await screen.findByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Re-enter Password')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
  });

  it.each([
    ['an incomplete code', '12', 'Newpass#1', 'Newpass#1', 'Please enter the complete verification code.'],
    ['a weak password', GOOD_CODE, 'short', 'short', 'Password does not meet all requirements.'],
    ['a mismatch', GOOD_CODE, 'Newpass#1', 'Newpass#2', 'Passwords do not match.'],
  ])('rejects %s locally', async (_n, code, password, confirm, message) => {
    const { user } = renderApp(RESET);
    await fillReset(user, code, password, confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(db.requests.some((r) => r.path === '/auth/password-reset')).toBe(false);
  });

  it('resets, then the success screen leads back to login', async () => {
    const { user, location } = renderApp(RESET);
    await fillReset(user, GOOD_CODE, 'Newpass#1');
    const gate = holdRequest('post', '/auth/password-reset');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Password reset successful.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Forgot Reset Successful' })).toBeInTheDocument();
    expect(location().pathname).toBe('/reset_password_confirmation');
    expect(
      screen.getByText('Your password reset was successful, kindly click the button below to login'),
    ).toBeInTheDocument();
    expect(db.requests.find((r) => r.path === '/auth/password-reset')?.body).toEqual({
      email: ADA.email,
      code: GOOD_CODE,
      password: 'Newpass#1',
    });
    await user.click(screen.getByRole('link', { name: 'Back To Login Page' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
  });

  it('shows the server message for a wrong code', async () => {
    const { user } = renderApp(RESET);
    await fillReset(user, '4321', 'Newpass#1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Verification code does not match.')).toBeInTheDocument();
  });

  it("says 'Failed to reset password.' for success false and falls back on errors", async () => {
    server.use(http.post(url('/auth/password-reset'), () => HttpResponse.json({ success: false }), { once: true }));
    const { user, location } = renderApp(RESET);
    await fillReset(user, GOOD_CODE, 'Newpass#1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
    expect(location().pathname).toBe('/password-reset');
    server.use(http.post(url('/auth/password-reset'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('An error occurred during password reset.')).toBeInTheDocument();
  });

  it('sends an emailVerification link to the confirmation screen', async () => {
    const { location } = renderApp('/password-reset?email=ada%40example.com&verificationType=emailVerification');
    await waitFor(() => expect(location().pathname).toBe('/email_confirmation'));
    expect(new URLSearchParams(location().search).get('verificationType')).toBe('emailVerification');
  });
});
