import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SYNC_DEBOUNCE_MS, SYNC_RETRY_DELAYS_MS, stopSelectionSyncs } from '../../src/client/app/selectionSync';
import { roomRequested } from '../../src/client/features/visualize/visualizeSlice';
import type { FurnitureDto } from '../../src/shared/api';
import { categoriesForRoomType } from '../../src/shared/constants';
import { ADA, db, tokenFor, url } from '../support/client/backend';
import { catalog, idsOf, inCategory, serveCatalog } from '../support/client/catalogHandlers';
import { getButton } from '../support/client/buttons';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { server } from '../support/client/server';
import { storeWithFakeSocket } from '../support/client/socketStore';

const FILTER = { roomType: 'Bedroom - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };

beforeEach(() => {
  serveCatalog(12);
  signIn(tokenFor(ADA.id), 'ada');
  localStorage.setItem('filterData', JSON.stringify(FILTER));
  localStorage.setItem('items', JSON.stringify([...categoriesForRoomType(FILTER.roomType)]));
});

// A store's pending sync would otherwise fire into the next test.
afterEach(() => {
  stopSelectionSyncs();
  jest.useRealTimers();
});

/** Moves jest's fake clock (the debounce and retry timers) and lets what it started settle. */
const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

type User = ReturnType<typeof renderApp>['user'];

async function openResults(options?: Parameters<typeof renderApp>[1]) {
  const app = renderApp('/dashboard/filtered-results', options);
  await screen.findByRole('heading', { level: 2, name: /^Bed Frames/ });
  return app;
}

const toggle = (user: User, title: string) => user.click(getButton(new RegExp(`^(Select|Selected) ${title}$`)));
const storedIds = () => JSON.parse(localStorage.getItem('selectedFurnitureIds') ?? '[]') as string[];
const storedObjects = () => JSON.parse(localStorage.getItem('selectedFurnitures') ?? 'null') as FurnitureDto[] | null;
const byTitle = (title: string) => catalog.items.find((f) => f.title === title)!;
const syncWait = { timeout: 3000 };

describe('Selection', () => {
  it('a toggle stores the id and the object, re-renders its card, and the key goes when the selection empties', async () => {
    const { user } = await openResults();
    await toggle(user, 'Bed Frames 1');
    expect(screen.getByRole('button', { name: 'Selected Bed Frames 1', pressed: true })).toBeInTheDocument();
    expect(getButton('View Selected (1)')).toBeInTheDocument();
    expect(storedIds()).toEqual([byTitle('Bed Frames 1')._id]);
    expect(storedObjects()).toEqual([byTitle('Bed Frames 1')]);
    await toggle(user, 'Bed Frames 1');
    expect(screen.getByRole('button', { name: 'Select Bed Frames 1', pressed: false })).toBeInTheDocument();
    expect(storedIds()).toEqual([]);
    await storageWritten();
    expect(localStorage.getItem('selectedFurnitures')).toBeNull();
    expect(getButton('View Selected (0)')).toBeInTheDocument();
  });

  it('syncs the whole selection with PATCH /user/sync, debounced into one request', async () => {
    const { user } = await openResults();
    jest.useFakeTimers();
    await toggle(user, 'Bed Frames 1');
    await toggle(user, 'Wardrobes 1');
    await toggle(user, 'Bedside Tables 7');
    await elapse(SYNC_DEBOUNCE_MS - 1);
    expect(catalog.syncBodies).toHaveLength(0);
    await elapse(1);
    await waitFor(() => expect(catalog.syncBodies).toHaveLength(1));
    expect(catalog.syncBodies[0]).toEqual({
      selectedFurnitures: [byTitle('Bed Frames 1'), byTitle('Wardrobes 1'), byTitle('Bedside Tables 7')],
    });
    expect(catalog.selections.get(ADA.id)).toEqual(idsOf(catalog.syncBodies[0].selectedFurnitures));
    await toggle(user, 'Wardrobes 1');
    await elapse(SYNC_DEBOUNCE_MS);
    await waitFor(() => expect(catalog.syncBodies).toHaveLength(2));
    expect(idsOf(catalog.syncBodies[1].selectedFurnitures)).toEqual(
      idsOf([byTitle('Bed Frames 1'), byTitle('Bedside Tables 7')]),
    );
  });

  it('a failed sync is logged and not lost: the next change sends the whole selection', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failures = 0;
    server.use(
      http.patch(
        url('/user/sync'),
        () => {
          failures++;
          return HttpResponse.json({ success: false, message: 'Down', code: 'internal' }, { status: 500 });
        },
        { once: true },
      ),
    );
    const { user } = await openResults();
    jest.useFakeTimers();
    await toggle(user, 'Bed Frames 1');
    await elapse(SYNC_DEBOUNCE_MS);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Selection sync failed', expect.anything()));
    expect(failures).toBe(1);
    await toggle(user, 'Wardrobes 7');
    await elapse(SYNC_DEBOUNCE_MS);
    await waitFor(() => expect(catalog.syncBodies).toHaveLength(1));
    expect(idsOf(catalog.syncBodies[0].selectedFurnitures)).toEqual(
      idsOf([byTitle('Bed Frames 1'), byTitle('Wardrobes 7')]),
    );
    error.mockRestore();
  });

  it('a failed sync is also retried on its own', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.patch(url('/user/sync'), () => HttpResponse.error(), { once: true }));
    const { user } = await openResults();
    jest.useFakeTimers();
    await toggle(user, 'Bed Frames 1');
    await elapse(SYNC_DEBOUNCE_MS);
    await waitFor(() => expect(error).toHaveBeenCalled());
    await elapse(SYNC_RETRY_DELAYS_MS[0] - 1);
    expect(catalog.syncBodies).toHaveLength(0);
    await elapse(1);
    await waitFor(() => expect(catalog.syncBodies).toHaveLength(1));
    expect(idsOf(catalog.syncBodies[0].selectedFurnitures)).toEqual([byTitle('Bed Frames 1')._id]);
    error.mockRestore();
  });

  it('a change still waiting at sign-out is sent at once with the ending session', async () => {
    const { user, location } = await openResults();
    await toggle(user, 'Bed Frames 1');
    await user.click(screen.getByRole('link', { name: 'Sign Out' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    await waitFor(() => expect(catalog.selections.get(ADA.id)).toEqual([byTitle('Bed Frames 1')._id]));
    expect(catalog.syncBodies).toHaveLength(1);
  });

  it('restores the saved selection on sign-in in a new browser; objects fill in when the listing shows them', async () => {
    localStorage.clear();
    const shown = byTitle('Bed Frames 1');
    const unlisted = byTitle('Bed Frames 2'); // White: not in the Oak listing
    catalog.selections.set(ADA.id, [shown._id, unlisted._id]);
    const { user, location, store } = renderApp('/');
    await user.type(await screen.findByLabelText('Email'), ADA.email);
    await user.type(screen.getByLabelText('Password'), ADA.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(storedIds()).toEqual([shown._id, unlisted._id]));
    await storageWritten();
    expect(localStorage.getItem('selectedFurnitures')).toBeNull();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));

    localStorage.setItem('filterData', JSON.stringify(FILTER));
    await waitFor(() => expect(store.getState().auth.token).not.toBeNull());
    await user.click(await screen.findByRole('radio', { name: 'Bedroom - Small' }));
    await user.click(await screen.findByRole('radio', { name: 'Oak' }));
    await user.click(screen.getByRole('radio', { name: 'Scandinavian' }));
    await user.click(screen.getByRole('button', { name: 'Select Furniture' }));
    expect(await screen.findByRole('button', { name: 'Selected Bed Frames 1' })).toBeInTheDocument();
    await waitFor(() => expect(storedObjects()).toEqual([shown]));

    await user.click(getButton('View Selected (2)'));
    const dialog = await screen.findByRole('dialog', { name: 'Selections' });
    expect(within(dialog).getByRole('button', { name: 'Unselect Bed Frames 1' })).toBeInTheDocument();
    // the id without an object is still listed and can be unselected
    await user.click(within(dialog).getByRole('button', { name: 'Unselect Saved item' }));
    expect(storedIds()).toEqual([shown._id]);
    // restoring is not a change: nothing was sent back until the unselect
    await waitFor(() => expect(catalog.syncBodies).toHaveLength(1), syncWait);
    expect(catalog.syncBodies[0]).toEqual({ selectedFurnitures: [shown] });
  });

  it('on sign-in the server copy replaces a selection left in this browser by another session', async () => {
    const stale = inCategory('Wardrobes')[0];
    localStorage.setItem('selectedFurnitureIds', JSON.stringify([stale._id]));
    localStorage.setItem('selectedFurnitures', JSON.stringify([stale]));
    localStorage.removeItem('authToken');
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('Email'), ADA.email);
    await user.type(screen.getByLabelText('Password'), ADA.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(db.requests.some((r) => r.path === '/auth/login')).toBe(true));
    await waitFor(() => expect(storedIds()).toEqual([]));
    await storageWritten();
    expect(localStorage.getItem('selectedFurnitures')).toBeNull();
  });
});

describe('Selections dialog', () => {
  // fireEvent: user-event's pointer checks read computed styles, slow with a page of cards
  // One pass over the buttons: a getByRole per title computed every button's name each time,
  // which took most of a 20 s budget on a loaded machine once the cards had more buttons.
  function selectMany(_user: User, titles: string[]) {
    const buttons = new Map(
      screen.getAllByRole('button', { name: /^Select / }).map((b) => [b.getAttribute('aria-label'), b] as const),
    );
    for (const t of titles) {
      const button = buttons.get(`Select ${t}`);
      if (!button) throw new Error(`no Select button for ${t}`);
      fireEvent.click(button);
    }
  }
  const oakScandi = () =>
    catalog.items.filter(
      (f) =>
        categoriesForRoomType(FILTER.roomType).includes(f.category as never) &&
        f.style === 'Scandinavian' &&
        f.color === 'Oak',
    );

  it("pages six at a time, bounded to 1..total, with 'Page X of Y'", async () => {
    const { user } = await openResults();
    const titles = oakScandi()
      .map((f) => f.title)
      .slice(0, 8);
    expect(titles).toHaveLength(8);
    selectMany(user, titles);
    await user.click(getButton('View Selected (8)'));
    const dialog = await screen.findByRole('dialog', { name: 'Selections' });
    expect(within(dialog).getByText('Here are your selected furnitures')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('Unselect keeps the item listed to select again; Close dismisses', async () => {
    const { user } = await openResults();
    selectMany(user, ['Bed Frames 1', 'Wardrobes 1']);
    await user.click(getButton('View Selected (2)'));
    const dialog = await screen.findByRole('dialog', { name: 'Selections' });
    await user.click(within(dialog).getByRole('button', { name: 'Unselect Bed Frames 1' }));
    expect(storedIds()).toEqual([byTitle('Wardrobes 1')._id]);
    await user.click(within(dialog).getByRole('button', { name: 'Select Bed Frames 1' }));
    expect(storedIds()).toEqual(idsOf([byTitle('Wardrobes 1'), byTitle('Bed Frames 1')]));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an empty selection shows page 1 of 1 and cannot generate', async () => {
    const { user } = await openResults();
    await user.click(getButton('View Selected (0)'));
    const dialog = await screen.findByRole('dialog', { name: 'Selections' });
    expect(within(dialog).getByText('Page 1 of 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Generate Room' })).toBeDisabled();
  });

  it("'Generate Room' stores roomParams, dispatches roomRequested (emitted as visualize-room) and opens the visualization", async () => {
    const { store, sockets } = await storeWithFakeSocket();
    const dispatch = jest.spyOn(store, 'dispatch');
    const { user, location } = await openResults({ store });
    selectMany(user, ['Bed Frames 1', 'Chest of Drawers 7']);
    await user.click(getButton('View Selected (2)'));
    const dialog = await screen.findByRole('dialog', { name: 'Selections' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Room' }));
    const roomParams = { ...FILTER, furnitureIds: idsOf([byTitle('Bed Frames 1'), byTitle('Chest of Drawers 7')]) };
    expect(dispatch).toHaveBeenCalledWith(roomRequested(roomParams));
    await storageWritten();
    expect(JSON.parse(localStorage.getItem('roomParams')!)).toEqual(roomParams);
    await waitFor(() => expect(location().pathname).toBe('/dashboard/visualize'));
    expect(sockets.latest.emitsOf('visualize-room')).toEqual([expect.objectContaining(roomParams)]);
  });

  it('more than 12 pieces cannot make a room (API.md takes 1 to 12)', async () => {
    const { user } = await openResults();
    const titles = catalog.items
      .filter((f) => f.category === 'Bed Frames')
      .slice(0, 13)
      .map((f) => f.title);
    await user.click(getButton('Go to All Furnitures'));
    await screen.findByRole('heading', { level: 2, name: 'Bed Frames (12)' });
    selectMany(user, titles.slice(0, 12));
    await toggle(user, 'Wardrobes 1');
    await user.click(getButton('View Selected (13)'));
    const dialog = await screen.findByRole('dialog', { name: 'Selections' });
    expect(within(dialog).getByText(/at most 12 pieces/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Generate Room' })).toBeDisabled();
  }, 20000);
});
