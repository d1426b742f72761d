import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADA, addUser, db, tokenFor, url } from '../support/client/backend';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { server } from '../support/client/server';

// SPEC.md §3: every browser storage key; all of them belong to the signed-in user.
const USER_KEYS = [
  'authToken',
  'user',
  'items',
  'preferredStyle',
  'preferredColor',
  'filterData',
  'selectedFurnitureIds',
  'selectedFurnitures',
  'roomParams',
  'generatedImage',
  'itemTable',
  'roomName',
  'fetchUrl',
];

const FILTER = { roomType: 'Bedroom - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };
const PIECE = {
  _id: 'f-1',
  title: 'Bed Frames 1',
  details: 'A bed',
  imageUrl: ['/media/catalog/f-1.svg'],
  category: 'Bed Frames',
  style: 'Scandinavian',
  color: 'Oak',
  price: { amount: 19900, currency: 'EUR' },
  dimensions: { widthCm: 160, depthCm: 200, heightCm: 40 },
};

/** A browser where Ada has chosen a room, picked a piece and generated a room. */
function adaWasHere(token: string) {
  signIn(token);
  localStorage.setItem('items', JSON.stringify(['Bed Frames', 'Nightstands']));
  localStorage.setItem('preferredStyle', FILTER.preferredStyle);
  localStorage.setItem('preferredColor', FILTER.preferredColor);
  localStorage.setItem('filterData', JSON.stringify(FILTER));
  localStorage.setItem('selectedFurnitureIds', JSON.stringify([PIECE._id]));
  localStorage.setItem('selectedFurnitures', JSON.stringify([PIECE]));
  localStorage.setItem('roomParams', JSON.stringify({ ...FILTER, furnitureIds: [PIECE._id] }));
  localStorage.setItem('generatedImage', 'http://localhost/media/generated/abc.png');
  localStorage.setItem('itemTable', JSON.stringify({ items: [], total: { amount: 0, currency: 'EUR' } }));
  localStorage.setItem('roomName', 'Scandinavian Bedroom - Small');
  localStorage.setItem('fetchUrl', 'http://localhost/user/project/p-1/items');
}

// The first screen's chunks load slowly on a busy machine.
const slow = { timeout: 8000 };
const storedKeys = () => USER_KEYS.filter((key) => localStorage.getItem(key) !== null);

jest.setTimeout(60_000);

describe('Sign Out', () => {
  it('revokes the token on the server and clears every stored key of the user', async () => {
    const token = tokenFor(ADA.id);
    adaWasHere(token);
    expect(storedKeys()).toEqual(USER_KEYS);
    const { user, location } = renderApp('/dashboard');
    // The stored choice is what the filter screen shows.
    expect(await screen.findByRole('radio', { name: 'Bedroom - Small' }, slow)).toBeChecked();

    await user.click(await screen.findByRole('link', { name: 'Sign Out' }, slow));
    expect(await screen.findByText('Log Out Successful')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/'), slow);
    await storageWritten();
    expect(storedKeys()).toEqual([]);
    await waitFor(() =>
      expect(db.requests.filter((r) => r.path === '/auth/logout')).toEqual([
        { method: 'POST', path: '/auth/logout', body: { token } },
      ]),
    );
    expect(db.revoked.has(token)).toBe(true);
  });

  it('the next person to sign in on this browser starts with nothing of the previous one', async () => {
    adaWasHere(tokenFor(ADA.id));
    const grace = addUser({ email: 'grace@example.com', password: 'Other#4567', firstname: 'grace' });
    const { user, location, store } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Sign Out' }, slow));
    await waitFor(() => expect(location().pathname).toBe('/'), slow);

    await user.type(await screen.findByLabelText('Email', {}, slow), grace.email);
    await user.type(screen.getByLabelText('Password'), grace.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), slow);
    expect(await screen.findByRole('radio', { name: 'Bedroom - Small' }, slow)).not.toBeChecked();
    // Colours and styles render once the filter options have loaded, after the room types.
    expect(await screen.findByRole('radio', { name: 'Oak' }, slow)).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Scandinavian' })).not.toBeChecked();
    const { filter, selection, visualize } = store.getState();
    expect([filter.filterData, filter.items, selection.selectedFurnitureIds, visualize.roomParams]).toEqual([
      null,
      null,
      [],
      null,
    ]);
    await storageWritten();
    expect(storedKeys()).toEqual(['authToken', 'user']);
  });

  it('does not wait on the network: with the revoke call failing, the browser still signs out', async () => {
    server.use(http.post(url('/auth/logout'), () => HttpResponse.error()));
    adaWasHere(tokenFor(ADA.id));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Sign Out' }, slow));
    expect(await screen.findByText('Log Out Successful')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/'), slow);
    expect(await screen.findByRole('heading', { name: 'Welcome to Roomwise' })).toBeInTheDocument();
    await storageWritten();
    expect(storedKeys()).toEqual([]);
    error.mockRestore();
  });
});
