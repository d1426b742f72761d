import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, GOOD_CODE, url } from '../support/client/backend';
import { renderApp } from '../support/client/render';
import { holdRequest, server } from '../support/client/server';

const PATH = '/email_confirmation?email=ada%40example.com&verificationType=emailVerification';
type User = ReturnType<typeof renderApp>['user'];

async function typeCode(user: User, code: string) {
  await user.click(await screen.findByLabelText('Digit 1 of 4'));
  await user.keyboard(code);
}

describe('Email confirmation', () => {
  it("without an email says 'Email is required for verification.' and returns to / after 2 s", async () => {
    const { location } = renderApp('/email_confirmation?verificationType=emailVerification');
    expect((await screen.findAllByText('Email is required for verification.')).length).toBeGreaterThan(0);
    expect(location().pathname).toBe('/email_confirmation');
    await waitFor(() => expect(location().pathname).toBe('/'), { timeout: 3500 });
  });

  it('asks for all four digits before calling the server', async () => {
    const { user } = renderApp(PATH);
    await typeCode(user, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the complete verification code.')).toBeInTheDocument();
    expect(db.requests.some((r) => r.path === '/auth/verify')).toBe(false);
  });

  it("verifies an email, shows 'Verifying...' while busy, then goes to /", async () => {
    const { user, location } = renderApp(PATH);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await typeCode(user, GOOD_CODE);
    const gate = holdRequest('post', '/auth/verify');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Verification successful.')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(db.requests.find((r) => r.path === '/auth/verify')?.body).toEqual({
      email: 'ada@example.com',
      code: GOOD_CODE,
      purpose: 'emailVerification',
    });
  });

  it('for a password reset goes on to /password-reset with the email and code', async () => {
    const { user, location } = renderApp('/email_confirmation?email=ada%40example.com&verificationType=passwordReset');
    await typeCode(user, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/password-reset'));
    const params = new URLSearchParams(location().search);
    expect(params.get('email')).toBe('ada@example.com');
    expect(params.get('code')).toBe(GOOD_CODE);
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveValue('1');
    expect(screen.getByLabelText('Digit 4 of 4')).toHaveValue('4');
  });

  it('shows the mismatch message for a wrong code', async () => {
    const { user, location } = renderApp(PATH);
    await typeCode(user, '9999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code does not match.')).toBeInTheDocument();
    expect(location().pathname).toBe('/email_confirmation');
  });

  it('treats a 2xx answer with success false as a mismatch', async () => {
    server.use(http.post(url('/auth/verify'), () => HttpResponse.json({ success: false }), { once: true }));
    const { user, location } = renderApp(PATH);
    await typeCode(user, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code does not match.')).toBeInTheDocument();
    expect(location().pathname).toBe('/email_confirmation');
  });

  it('falls back to its own verification error text', async () => {
    server.use(http.post(url('/auth/verify'), () => new HttpResponse('oops', { status: 502 }), { once: true }));
    const { user } = renderApp(PATH);
    await typeCode(user, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('An error occurred during verification.')).toBeInTheDocument();
  });

  it("resends a code with 'Resending...' while busy", async () => {
    const { user } = renderApp('/email_confirmation?email=ada%40example.com&verificationType=passwordReset');
    expect(await screen.findByText("I didn't receive a code", { exact: false })).toBeInTheDocument();
    const gate = holdRequest('post', '/auth/resend-token');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('button', { name: 'Resending...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Verification token resent. Please check your email.')).toBeInTheDocument();
    expect(db.requests.find((r) => r.path === '/auth/resend-token')?.body).toEqual({
      email: 'ada@example.com',
      purpose: 'passwordReset',
    });
  });

  it('reports a failed resend with the server message, or its fallback', async () => {
    server.use(
      http.post(
        url('/auth/resend-token'),
        () =>
          HttpResponse.json(
            { success: false, message: 'Too many requests, please try again later.', code: 'rate-limited' },
            { status: 429 },
          ),
        { once: true },
      ),
    );
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
    server.use(http.post(url('/auth/resend-token'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('An error occurred while resending the token.')).toBeInTheDocument();
  });
});
