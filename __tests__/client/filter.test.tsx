import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { categoriesForRoomType, COLORS, ROOM_TYPE_NAMES } from '../../src/shared/constants';
import { ADA, tokenFor, url } from '../support/client/backend';
import { catalog, serveCatalog, STYLES } from '../support/client/catalogHandlers';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { holdRequest, server } from '../support/client/server';

beforeEach(() => {
  serveCatalog();
  signIn(tokenFor(ADA.id), 'ada');
});

const selectFurniture = () => screen.getByRole('button', { name: 'Select Furniture' });
const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

async function openFilter() {
  const app = renderApp('/dashboard');
  await screen.findByRole('group', { name: 'Style' });
  return app;
}

async function choose(user: ReturnType<typeof renderApp>['user'], roomType: string, color: string, style: string) {
  await user.click(radio('Room type', roomType));
  await user.click(radio('Color', color));
  await user.click(radio('Style', style));
}

describe('Filter screen', () => {
  it('greets, lists the 8 room types, and shows the colour and style pickers once the options load', async () => {
    const gate = holdRequest('get', '/user/filter');
    renderApp('/dashboard');
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filter' })).toBeInTheDocument();
    const rooms = within(screen.getByRole('group', { name: 'Room type' })).getAllByRole('radio');
    expect(rooms.map((r) => r.getAttribute('value'))).toEqual([...ROOM_TYPE_NAMES]);
    expect(screen.getByRole('progressbar', { name: 'Loading filter options' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Color' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Style' })).not.toBeInTheDocument();
    gate.release();
    const styles = await screen.findByRole('group', { name: 'Style' });
    expect(
      within(styles)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(STYLES);
    const colors = within(screen.getByRole('group', { name: 'Color' })).getAllByRole('radio');
    expect(colors.map((r) => r.getAttribute('value'))).toEqual([...COLORS]);
    // each colour has a swatch beside its name
    expect(radio('Color', 'Oak').closest('label')!.querySelector('span[aria-hidden]')).toHaveStyle({
      background: '#b8894f',
    });
  });

  it("enables 'Select Furniture' only when all three are set, and 'Clear all' resets them", async () => {
    const { user } = await openFilter();
    expect(selectFurniture()).toBeDisabled();
    await user.click(radio('Room type', 'Dining Room'));
    expect(selectFurniture()).toBeDisabled();
    await user.click(radio('Color', 'Oak'));
    expect(selectFurniture()).toBeDisabled();
    await user.click(radio('Style', 'Modern'));
    expect(selectFurniture()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(selectFurniture()).toBeDisabled();
    // back to the drawn room as well
    expect(screen.queryAllByRole('radio', { checked: true })).toEqual([radio('Show the furniture in', 'Drawn room')]);
  });

  it('searches with limit 30, count 1 and the room type categories in order, stores the filter and opens the results', async () => {
    const { user, location } = await openFilter();
    await choose(user, 'Living Room - Large', 'Oak', 'Scandinavian');
    await user.click(selectFurniture());
    await waitFor(() => expect(location().pathname).toBe('/dashboard/filtered-results'));
    const q = catalog.furnitureQueries[0];
    expect(q.getAll('items')).toEqual([...categoriesForRoomType('Living Room - Large')]);
    expect(q.get('limit')).toBe('30');
    expect(q.get('count')).toBe('1');
    expect(q.get('style')).toBe('Scandinavian');
    expect(q.get('color')).toBe('Oak');
    await storageWritten();
    expect(JSON.parse(localStorage.getItem('filterData')!)).toEqual({
      roomType: 'Living Room - Large',
      preferredColor: 'Oak',
      preferredStyle: 'Scandinavian',
    });
    expect(JSON.parse(localStorage.getItem('items')!)).toEqual([...categoriesForRoomType('Living Room - Large')]);
    expect(localStorage.getItem('preferredColor')).toBe('Oak');
    expect(localStorage.getItem('preferredStyle')).toBe('Scandinavian');
    const state = location().state as { furnitures: Record<string, unknown[]>[] };
    expect(state.furnitures.map((o) => Object.keys(o)[0])).toEqual([...categoriesForRoomType('Living Room - Large')]);
    // the results page shows the passed list without a second request
    // the results screen's chunk loads now (no toast wait before it any more): slow on a busy machine
    expect(await screen.findByRole('heading', { name: 'Coffee Tables (1)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(catalog.furnitureQueries).toHaveLength(1);
    // a routine load the screen shows needs no toast (issue 20)
    expect(screen.queryByText('Data fetched successfully!')).not.toBeInTheDocument();
  });

  it('is disabled while the search runs', async () => {
    const { user, location } = await openFilter();
    await choose(user, 'Dining Room', 'Oak', 'Modern');
    const gate = holdRequest('get', '/user/furnitures');
    await user.click(selectFurniture());
    expect(selectFurniture()).toBeDisabled();
    gate.release();
    await waitFor(() => expect(location().pathname).toBe('/dashboard/filtered-results'));
  });

  it("says 'Please fill in all fields before searching.' when submitted incomplete", async () => {
    const { user } = await openFilter();
    await user.click(radio('Room type', 'Dining Room'));
    fireEvent.submit(screen.getByRole('form', { name: 'Filter' }));
    expect(await screen.findByText('Please fill in all fields before searching.')).toBeInTheDocument();
    expect(catalog.furnitureQueries).toHaveLength(0);
  });

  it("shows the server's message, else 'Error fetching filtered data.', and stays on the screen", async () => {
    const { user, location } = await openFilter();
    await choose(user, 'Dining Room', 'Oak', 'Modern');
    server.use(
      http.get(
        url('/user/furnitures'),
        () => HttpResponse.json({ success: false, message: 'Catalog is resting', code: 'internal' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(selectFurniture());
    expect(await screen.findByText('Catalog is resting')).toBeInTheDocument();
    server.use(http.get(url('/user/furnitures'), () => new HttpResponse('oops', { status: 502 }), { once: true }));
    await user.click(selectFurniture());
    expect(await screen.findByText('Error fetching filtered data.')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
    await storageWritten();
    expect(localStorage.getItem('filterData')).toBeNull();
  });

  it('logs a failed options fetch and offers a retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(url('/user/filter'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Style' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Network response was not ok', expect.anything());
    error.mockRestore();
  });

  it('starts from the stored filter choice', async () => {
    localStorage.setItem(
      'filterData',
      JSON.stringify({ roomType: 'Kids Room', preferredColor: 'White', preferredStyle: 'Industrial' }),
    );
    await openFilter();
    expect(radio('Room type', 'Kids Room')).toBeChecked();
    expect(radio('Color', 'White')).toBeChecked();
    expect(radio('Style', 'Industrial')).toBeChecked();
    expect(selectFurniture()).toBeEnabled();
  });
});
