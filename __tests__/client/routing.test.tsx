import { screen, waitFor, within } from '@testing-library/react';
import { viewport } from '../support/client/setup';
import { ADA, tokenFor } from '../support/client/backend';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { expiredToken, makeToken } from '../support/client/tokens';

describe('routes and redirects', () => {
  it('signed out: / is the login screen and /dashboard goes back to /', async () => {
    const { location } = renderApp('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('signed in: / opens the dashboard with the capitalised greeting', async () => {
    signIn(tokenFor(ADA.id), 'ada');
    const { location } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Filter' })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
  });

  it('the terms the Register screen links to are a page of their own', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Register' })).toHaveAttribute('href', '/register');
  });

  it("greets 'User' when no name is stored", async () => {
    localStorage.setItem('authToken', tokenFor(ADA.id));
    renderApp('/dashboard');
    expect(await screen.findByText('Hello, User')).toBeInTheDocument();
  });

  it('an expired token counts as signed out and is removed', async () => {
    signIn(expiredToken());
    const { location } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a token that expires while the dashboard is open signs the user out', async () => {
    signIn(makeToken(ADA.id, 2));
    const { location } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Filter' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' }, { timeout: 4000 })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("/signout removes the token, says 'Log Out Successful' and goes to /", async () => {
    signIn(tokenFor(ADA.id));
    const { location } = renderApp('/signout');
    expect(await screen.findByText('Log Out Successful')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("an unknown route shows 'Unexpected Application Error!'", async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/history', 'History'],
    ['/dashboard/visualize', 'Room Visualization'],
    ['/dashboard/view/p1', 'Project'],
  ])('%s renders its screen inside the shell', async (path, heading) => {
    signIn(tokenFor(ADA.id));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('/dashboard/filtered-results greets and asks the question', async () => {
    signIn(tokenFor(ADA.id), 'grace');
    renderApp('/dashboard/filtered-results');
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
    expect(screen.getByText('What furniture would you like to see today?')).toBeInTheDocument();
  });
});

describe('dashboard shell', () => {
  it('highlights the active item and navigates', async () => {
    signIn(tokenFor(ADA.id));
    const { user, location } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current');
    await user.click(within(nav).getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard/history');
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings');
  });

  it('Sign Out ends the session', async () => {
    signIn(tokenFor(ADA.id));
    const { user, location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Sign Out' }));
    expect(await screen.findByText('Log Out Successful')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/'));
    await storageWritten();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
  });

  it('on a phone the sidebar opens from a menu toggle and closes after navigating', async () => {
    viewport.width = 375;
    signIn(tokenFor(ADA.id));
    const { user, location } = renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(toggle);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/settings'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });
});
