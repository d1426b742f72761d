import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { categoriesForRoomType } from '../../src/shared/constants';
import { ADA, tokenFor, url } from '../support/client/backend';
import { serveCatalog } from '../support/client/catalogHandlers';
import { recommend } from '../support/client/recommendHandlers';
import { renderApp, signIn } from '../support/client/render';
import { server } from '../support/client/server';

const FILTER = { roomType: 'Living Room - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };

beforeEach(() => {
  serveCatalog(4);
  signIn(tokenFor(ADA.id), 'ada');
  localStorage.setItem('filterData', JSON.stringify(FILTER));
  localStorage.setItem('items', JSON.stringify([...categoriesForRoomType(FILTER.roomType)]));
});

async function openSettings() {
  const app = renderApp('/dashboard/settings');
  // The first render of a run also loads the screen's lazy code.
  await screen.findByRole('tab', { name: 'Profile' }, { timeout: 10_000 });
  return app;
}

describe('Settings: Reset recommendations', () => {
  it('asks first; Cancel sends nothing', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Reset recommendations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset recommendations?' });
    expect(dialog).toHaveAccessibleDescription(/forgets what it learned from your choices/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recommend.resets).toEqual([]);
  });

  it('resets the taste profile, says so, and the next recommendations are asked afresh', async () => {
    const { user } = renderApp('/dashboard/filtered-results');
    await screen.findByRole('group', { name: 'Pieces of set 1' }, { timeout: 5000 });
    expect(recommend.queries).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Reset recommendations' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset recommendations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Your recommendations start afresh.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recommend.resets).toEqual([ADA.id]);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('radio', { name: FILTER.roomType }, { timeout: 5000 }));
    await user.click(await screen.findByRole('radio', { name: FILTER.preferredColor }, { timeout: 5000 }));
    await user.click(screen.getByRole('radio', { name: FILTER.preferredStyle }));
    await user.click(screen.getByRole('button', { name: 'Select Furniture' }));
    await screen.findByRole('group', { name: 'Pieces of set 1' }, { timeout: 5000 });
    // the cached answer was dropped with the profile it was ranked by
    expect(recommend.queries).toHaveLength(2);
  });

  it("a failure shows the server's message and keeps the dialog open", async () => {
    server.use(
      http.delete(
        url('/user/recommendations/profile'),
        () => HttpResponse.json({ success: false, message: 'Profiles are resting', code: 'internal' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Reset recommendations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset recommendations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Profiles are resting')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reset recommendations?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeEnabled();
  });
});
