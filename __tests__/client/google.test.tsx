import { screen, waitFor } from '@testing-library/react';
import { db } from '../support/client/backend';
import { renderApp, storageWritten } from '../support/client/render';
import { holdRequest } from '../support/client/server';

interface GoogleOptions {
  flow: string;
  scope?: string;
  onSuccess: (response: { code: string }) => void;
  onError: (error: unknown) => void;
  onNonOAuthError?: (error: { type: string }) => void;
}

// The Google pop-up cannot run in jsdom; the test plays its part.
const google = { options: null as GoogleOptions | null, answer: (_o: GoogleOptions) => undefined as void };
jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: React.ReactNode }) => children,
  useGoogleLogin: (options: GoogleOptions) => {
    google.options = options;
    return () => google.answer(options);
  },
}));

beforeEach(() => {
  google.options = null;
  window.__ROOMWISE_CONFIG__ = { googleClientId: 'test-client.apps.googleusercontent.com', apiUrl: '' };
});

describe('Continue With Google', () => {
  it('uses the auth-code flow and signs in with the code', async () => {
    google.answer = (o) => o.onSuccess({ code: 'google-good-code' });
    const { user, location } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Continue With Google' }));
    expect(google.options).toMatchObject({ flow: 'auth-code', scope: 'openid email profile' });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(db.requests.find((r) => r.path === '/auth/google')?.body).toEqual({ code: 'google-good-code' });
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeTruthy();
    expect(localStorage.getItem('user')).toBe('"ada"');
  });

  it('is disabled while the code is being exchanged', async () => {
    google.answer = (o) => o.onSuccess({ code: 'google-good-code' });
    const gate = holdRequest('post', '/auth/google');
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Continue With Google' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('shows an error, not success, when the server refuses the code', async () => {
    google.answer = (o) => o.onSuccess({ code: 'bad' });
    const { user, location } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Continue With Google' }));
    expect(await screen.findByText('Google sign-in failed.')).toBeInTheDocument();
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/register');
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('shows an error when Google itself fails', async () => {
    google.answer = (o) => o.onError({ error: 'access_denied' });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Continue With Google' }));
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
  });

  it('shows the button and the OR separator when configured', async () => {
    renderApp('/register');
    expect(await screen.findByRole('button', { name: 'Continue With Google' })).toBeInTheDocument();
    expect(screen.getByText('OR')).toBeInTheDocument();
  });

  it.each(['/', '/register'])('on %s shows neither the button nor OR without a client id', async (path) => {
    window.__ROOMWISE_CONFIG__ = { googleClientId: null, apiUrl: '' };
    renderApp(path);
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    expect(email).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /google/i })).not.toBeInTheDocument();
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
  });
});
