import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADA, addUser, db, url } from '../support/client/backend';
import { renderApp, storageWritten } from '../support/client/render';
import { holdRequest, server } from '../support/client/server';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('Login screen', () => {
  it('shows the product welcome, links and a password toggle (Google and OR: google.test.tsx)', async () => {
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/password-reset-request');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('img', { name: 'Roomwise logo' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in: stores token and first name, toasts, opens the dashboard', async () => {
    const { user, location } = renderApp('/');
    await fillLogin(user, ADA.email, ADA.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    await storageWritten();
    expect(localStorage.getItem('authToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(localStorage.getItem('user')).toBe('"ada"');
    expect(db.requests.find((r) => r.path === '/auth/login')?.body).toEqual({
      email: ADA.email,
      password: ADA.password,
    });
  });

  it("disables the button and reads 'Loading...' while the request runs", async () => {
    const { user } = renderApp('/');
    await fillLogin(user, ADA.email, ADA.password);
    const gate = holdRequest('post', '/auth/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('shows the server message on wrong credentials and stores nothing', async () => {
    const { user, location } = renderApp('/');
    await fillLogin(user, ADA.email, 'Wrong#pass1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("falls back to 'An error occurred' and reports network failures", async () => {
    server.use(http.post(url('/auth/login'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = renderApp('/');
    await fillLogin(user, ADA.email, ADA.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();

    server.use(http.post(url('/auth/login'), () => HttpResponse.error(), { once: true }));
    // The error shows while the button still reads 'Loading...' for a moment: wait for it to be Login again.
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Network Error, check your internet')).toBeInTheDocument();
  });

  describe('unverified account', () => {
    beforeEach(() => {
      addUser({ email: 'new@example.com', password: 'Secret#123', firstname: 'neo', verified: false });
    });

    it('opens the resend modal, and Cancel closes it', async () => {
      const { user } = renderApp('/');
      await fillLogin(user, 'new@example.com', 'Secret#123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      const dialog = await screen.findByRole('dialog', { name: 'Resend Verification Token' });
      expect(within(dialog).getByText(/not verified/)).toBeInTheDocument();
      expect(within(dialog).getByText(/redirected to the email confirmation page/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await storageWritten();
      expect(localStorage.getItem('authToken')).toBeNull();
    });

    it('Resend Token sends a code, toasts and goes to email confirmation', async () => {
      const { user, location } = renderApp('/');
      await fillLogin(user, 'new@example.com', 'Secret#123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      const dialog = await screen.findByRole('dialog', { name: 'Resend Verification Token' });
      const gate = holdRequest('post', '/auth/resend-token');
      await user.click(within(dialog).getByRole('button', { name: 'Resend Token' }));
      expect(await within(dialog).findByRole('button', { name: 'Resending...' })).toBeDisabled();
      gate.release();
      expect(await screen.findByText('Verification token resent successfully')).toBeInTheDocument();
      await waitFor(() => expect(location().pathname).toBe('/email_confirmation'));
      const params = new URLSearchParams(location().search);
      expect(params.get('email')).toBe('new@example.com');
      expect(params.get('verificationType')).toBe('emailVerification');
      expect(db.requests.find((r) => r.path === '/auth/resend-token')?.body).toMatchObject({
        email: 'new@example.com',
      });
    });

    it('reports a failed resend', async () => {
      server.use(
        http.post(url('/auth/resend-token'), () =>
          HttpResponse.json(
            { success: false, message: 'Too many requests, please try again later.', code: 'rate-limited' },
            { status: 429, headers: { 'Retry-After': '60' } },
          ),
        ),
      );
      const { user } = renderApp('/');
      await fillLogin(user, 'new@example.com', 'Secret#123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await user.click(await screen.findByRole('button', { name: 'Resend Token' }));
      expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
    });
  });
});
