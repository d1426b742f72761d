import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { stopSelectionSyncs } from '../../src/client/app/selectionSync';
import { BUDGET_DEBOUNCE_MS } from '../../src/client/features/recommend/RecommendedBand';
import { categoriesForRoomType } from '../../src/shared/constants';
import { ADA, tokenFor, url } from '../support/client/backend';
import { catalog, idsOf, serveCatalog } from '../support/client/catalogHandlers';
import { recommend } from '../support/client/recommendHandlers';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { holdRequest, server } from '../support/client/server';
import { storeWithFakeSocket } from '../support/client/socketStore';

const LIVING = { roomType: 'Living Room - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };
const DINING = { roomType: 'Dining Room', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };

function storeFilter(filterData: typeof LIVING) {
  localStorage.setItem('filterData', JSON.stringify(filterData));
  localStorage.setItem('items', JSON.stringify([...categoriesForRoomType(filterData.roomType)]));
}

// The mock catalog: 12 a category, styles cycling Scandinavian (1, 4, 7, 10), Industrial, Modern,
// Oak on odd numbers, price €129 + €1 per number. The mock ranks Scandinavian Oak first (1, 7), then
// Scandinavian (4, 10), then by price: set 1 takes piece 1 of every category, set 2 piece 7, set 3 piece 4.
beforeEach(() => {
  serveCatalog(12);
  signIn(tokenFor(ADA.id), 'ada');
  storeFilter(LIVING);
});

afterEach(() => stopSelectionSyncs());

type User = ReturnType<typeof renderApp>['user'];
const byTitle = (title: string) => catalog.items.find((f) => f.title === title)!;
const band = () => screen.getByRole('region', { name: 'Recommended for your room' });
const pieces = () => within(band()).getByRole('group', { name: /^Pieces of set/ });
const cardNames = () =>
  within(pieces())
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));
const total = () => within(band()).getByText(/^Total/).textContent;
const status = () => within(band()).getByRole('status');
const storedIds = () => JSON.parse(localStorage.getItem('selectedFurnitureIds') ?? '[]') as string[];

async function openResults(options?: Parameters<typeof renderApp>[1]) {
  const app = renderApp('/dashboard/filtered-results', options);
  // The first render of a run also loads the screen's lazy code.
  await screen.findByRole('group', { name: 'Pieces of set 1' }, { timeout: 5000 });
  return app;
}

/** Tabs until `name` has the focus (at most `limit` presses): the band is reachable by keyboard alone. */
async function tabTo(user: User, name: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await user.tab();
    if (document.activeElement?.getAttribute('aria-label') === name || document.activeElement?.textContent === name)
      return document.activeElement as HTMLElement;
  }
  throw new Error(`${name} was not reached with Tab`);
}

describe('Recommended for your room', () => {
  it('shows the best set above the category rows: a card per category with its reason, and the total', async () => {
    await openResults();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Recommended for your room');
    expect(headings[1]).toMatch(/^Coffee Tables/);
    expect(cardNames()).toEqual(categoriesForRoomType(LIVING.roomType).map((c) => `${c}: ${c} 1`));
    const card = within(pieces()).getByRole('article', { name: 'Coffee Tables: Coffee Tables 1' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/catalog/0-1.svg');
    expect(within(card).getByRole('heading', { name: 'Coffee Tables 1' })).toBeInTheDocument();
    expect(within(card).getByText('€130.00')).toBeInTheDocument();
    expect(within(card).getByText('Same Scandinavian style in Oak')).toBeInTheDocument();
    expect(within(band()).getByText('Set 1: Scandinavian pieces that go with Oak')).toBeInTheDocument();
    expect(total()).toBe('Total €520.00');
    expect(within(band()).getByText('Set 1 of 3')).toBeInTheDocument();
    const q = recommend.queries[0];
    expect(Object.fromEntries(q)).toEqual({ roomType: LIVING.roomType, color: 'Oak', style: 'Scandinavian' });
  });

  it('shows how many of a piece a room needs, and the total counts them', async () => {
    storeFilter(DINING);
    await openResults();
    const chairs = within(pieces()).getByRole('article', { name: 'Dining Chairs: Dining Chairs 1' });
    expect(within(chairs).getByText('4 × €130.00')).toBeInTheDocument();
    const sideboard = within(pieces()).getByRole('article', { name: 'Sideboards & Buffets: Sideboards & Buffets 1' });
    expect(within(sideboard).getByText('€130.00')).toBeInTheDocument();
    expect(total()).toBe('Total €780.00');
  });

  it('shows a spinner while the sets load', async () => {
    const gate = holdRequest('get', '/user/recommendations');
    renderApp('/dashboard/filtered-results');
    expect(await screen.findByRole('progressbar', { name: 'Loading recommendations' })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('group', { name: 'Pieces of set 1' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading recommendations' })).not.toBeInTheDocument();
  });

  it('a swap replaces the card with the next alternative and changes the total; again moves on to the next', async () => {
    const { user } = await openResults();
    await user.click(within(band()).getByRole('button', { name: 'Swap Coffee Tables' }));
    await within(pieces()).findByRole('article', { name: 'Coffee Tables: Coffee Tables 7' });
    expect(cardNames()).toEqual([
      'Coffee Tables: Coffee Tables 7',
      'Couches, Sofas & Lounges: Couches, Sofas & Lounges 1',
      'Storage & Wall Units: Storage & Wall Units 1',
      'TV Units: TV Units 1',
    ]);
    expect(within(band()).getByText('Instead: Same Scandinavian style in Oak')).toBeInTheDocument();
    // 520 - 130 + 136
    expect(total()).toBe('Total €526.00');
    expect(status()).toHaveTextContent('Coffee Tables: Coffee Tables 7. Total €526.00.');
    const first = recommend.alternativeQueries[0];
    expect(first.get('slot')).toBe('Coffee Tables');
    expect(first.get('set')).toBe(
      idsOf(categoriesForRoomType(LIVING.roomType).map((c) => byTitle(`${c} 1`))).join(','),
    );
    expect([first.get('roomType'), first.get('color'), first.get('style')]).toEqual([
      LIVING.roomType,
      'Oak',
      'Scandinavian',
    ]);

    await user.click(within(band()).getByRole('button', { name: 'Swap Coffee Tables' }));
    // the answer for the set as it now stands offers piece 1 back first; it was shown, so piece 4 comes
    await within(pieces()).findByRole('article', { name: 'Coffee Tables: Coffee Tables 4' });
    expect(recommend.alternativeQueries[1].get('set')!.split(',')[0]).toBe(byTitle('Coffee Tables 7')._id);
    expect(total()).toBe('Total €523.00');
  });

  it('a swap of a piece the room needs several of sends the id once for each', async () => {
    storeFilter(DINING);
    const { user } = await openResults();
    await user.click(within(band()).getByRole('button', { name: 'Swap Dining Tables' }));
    await within(pieces()).findByRole('article', { name: 'Dining Tables: Dining Tables 7' });
    const chair = byTitle('Dining Chairs 1')._id;
    expect(recommend.alternativeQueries[0].get('set')!.split(',')).toEqual([
      byTitle('Sideboards & Buffets 1')._id,
      chair,
      chair,
      chair,
      chair,
      byTitle('Dining Tables 1')._id,
    ]);
    expect(total()).toBe('Total €786.00');
  });

  it('the other sets: next and previous (wrapping round), each with its own pieces, total and swaps', async () => {
    const { user } = await openResults();
    await user.click(within(band()).getByRole('button', { name: 'Swap TV Units' }));
    await within(pieces()).findByRole('article', { name: 'TV Units: TV Units 7' });
    await user.click(within(band()).getByRole('button', { name: 'Next set' }));
    expect(within(band()).getByText('Set 2 of 3')).toBeInTheDocument();
    expect(cardNames()).toEqual(categoriesForRoomType(LIVING.roomType).map((c) => `${c}: ${c} 7`));
    expect(total()).toBe('Total €544.00');
    expect(status()).toHaveTextContent('Set 2 of 3. Total €544.00.');
    await user.click(within(band()).getByRole('button', { name: 'Next set' }));
    expect(within(band()).getByText('Set 3 of 3')).toBeInTheDocument();
    expect(total()).toBe('Total €532.00');
    await user.click(within(band()).getByRole('button', { name: 'Next set' }));
    expect(within(band()).getByText('Set 1 of 3')).toBeInTheDocument();
    // set 1 kept its swap
    expect(cardNames().at(-1)).toBe('TV Units: TV Units 7');
    expect(total()).toBe('Total €526.00');
    await user.click(within(band()).getByRole('button', { name: 'Previous set' }));
    expect(within(band()).getByText('Set 3 of 3')).toBeInTheDocument();
  });

  it('a budget is debounced, sent in minor units, and one below every set shows why and the cheapest total', async () => {
    const { user } = await openResults();
    expect(recommend.queries).toHaveLength(1);
    const field = within(band()).getByRole('textbox', { name: 'Budget' });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      for (const text of ['5', '50', '500']) {
        fireEvent.change(field, { target: { value: text } });
        act(() => jest.advanceTimersByTime(BUDGET_DEBOUNCE_MS / 2));
      }
      expect(recommend.queries).toHaveLength(1);
      act(() => jest.advanceTimersByTime(BUDGET_DEBOUNCE_MS / 2));
    } finally {
      jest.useRealTimers();
    }
    expect(await within(band()).findByText('No complete room fits a budget of 500 EUR.')).toBeInTheDocument();
    expect(within(band()).getByText('The cheapest complete room is €520.00.')).toBeInTheDocument();
    expect(recommend.queries).toHaveLength(2);
    expect(recommend.queries[1].get('budget')).toBe('50000');
    expect(screen.queryByRole('group', { name: /^Pieces of set/ })).not.toBeInTheDocument();
    // the category rows stay
    expect(screen.getByRole('heading', { level: 2, name: /^Coffee Tables/ })).toBeInTheDocument();

    // a budget only the best set fits (the next cheapest complete room the mock offers is €524.00)
    await user.clear(field);
    await user.type(field, '521');
    await screen.findByRole('group', { name: 'Pieces of set 1' }, { timeout: 3000 });
    expect(recommend.queries.at(-1)!.get('budget')).toBe('52100');
    expect(total()).toBe('Total €520.00');
    expect(within(band()).queryByText(/of 3/)).not.toBeInTheDocument();
  });

  it('clearing the budget removes it from the query', async () => {
    const { user } = await openResults();
    const field = within(band()).getByRole('textbox', { name: 'Budget' });
    await user.type(field, '100');
    await within(band()).findByText('The cheapest complete room is €520.00.', undefined, { timeout: 3000 });
    await user.click(within(band()).getByRole('button', { name: 'Remove budget' }));
    // the answer without a budget is still cached: all three sets are back at once
    expect(await within(band()).findByText('Set 1 of 3')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(recommend.queries).toHaveLength(2);
    await user.type(field, '1,000.50');
    await waitFor(() => expect(recommend.queries.at(-1)!.get('budget')).toBe('100050'), { timeout: 3000 });
    await user.click(within(band()).getByRole('button', { name: 'Clear budget' }));
    expect(field).toHaveValue('');
    expect(within(band()).getByText('Set 1 of 3')).toBeInTheDocument();
    expect(recommend.queries.map((q) => q.get('budget'))).toEqual([null, '10000', '100050']);
  });

  it('a budget that is not a number says so and sends nothing', async () => {
    const { user } = await openResults();
    const field = within(band()).getByRole('textbox', { name: 'Budget' });
    await user.type(field, 'lots');
    expect(field).toHaveAccessibleDescription('Enter an amount in numbers, e.g. 2500');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(recommend.queries).toHaveLength(1);
  });

  it("'Select all' merges the set, as it stands, into the selections and syncs them", async () => {
    const { user } = await openResults();
    // one piece was selected already, from its row
    const row = screen.getByRole('group', { name: 'TV Units furniture' });
    await user.click(within(row).getByRole('button', { name: 'Select TV Units 1' }));
    await user.click(within(band()).getByRole('button', { name: 'Swap Coffee Tables' }));
    await within(pieces()).findByRole('article', { name: 'Coffee Tables: Coffee Tables 7' });
    await user.click(within(band()).getByRole('button', { name: 'Select all' }));
    expect(await screen.findByText('Added 3 pieces to your selections')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Selected (4)' })).toBeInTheDocument();
    const expected = idsOf([
      byTitle('TV Units 1'),
      byTitle('Coffee Tables 7'),
      byTitle('Couches, Sofas & Lounges 1'),
      byTitle('Storage & Wall Units 1'),
    ]);
    expect(storedIds()).toEqual(expected);
    expect(within(row).getByRole('button', { name: 'Selected TV Units 1', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(catalog.selections.get(ADA.id)).toEqual(expected), { timeout: 3000 });
    expect(idsOf(catalog.syncBodies.at(-1)!.selectedFurnitures)).toEqual(expected);
    await user.click(within(band()).getByRole('button', { name: 'Select all' }));
    expect(await screen.findByText('Every piece of this set is already in your selections')).toBeInTheDocument();
    expect(storedIds()).toEqual(expected);
  });

  it("'Generate this room' emits visualize-room with exactly the set's pieces, each as many times as the room needs", async () => {
    storeFilter(DINING);
    const { store, sockets } = await storeWithFakeSocket();
    const { user, location } = await openResults({ store });
    // the selection plays no part
    await user.click(screen.getByRole('button', { name: 'Select Dining Tables 7' }));
    await user.click(within(band()).getByRole('button', { name: 'Generate this room' }));
    const chair = byTitle('Dining Chairs 1')._id;
    const roomParams = {
      ...DINING,
      furnitureIds: [byTitle('Sideboards & Buffets 1')._id, chair, chair, chair, chair, byTitle('Dining Tables 1')._id],
    };
    await waitFor(() => expect(location().pathname).toBe('/dashboard/visualize'));
    // furnitureIds exactly these (objectContaining compares each named field whole)
    expect(sockets.latest.emitsOf('visualize-room')).toEqual([expect.objectContaining(roomParams)]);
    await storageWritten();
    expect(JSON.parse(localStorage.getItem('roomParams')!)).toEqual(expect.objectContaining(roomParams));
    expect(storedIds()).toEqual([byTitle('Dining Tables 7')._id]);
  });

  it("shows the server's error and retries", async () => {
    server.use(
      http.get(
        url('/user/recommendations'),
        () =>
          HttpResponse.json({ success: false, message: 'Recommender is resting', code: 'internal' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp('/dashboard/filtered-results');
    const alert = await within(await screen.findByRole('region', { name: 'Recommended for your room' })).findByRole(
      'alert',
    );
    expect(alert).toHaveTextContent('Recommender is resting');
    // the rows are not held up by it
    expect(await screen.findByRole('heading', { level: 2, name: /^Coffee Tables/ })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Pieces of set 1' })).toBeInTheDocument();
  });

  it('works with the keyboard alone: swap, other sets, select all', async () => {
    const { user } = await openResults();
    const swap = await tabTo(user, 'Swap Couches, Sofas & Lounges');
    await user.keyboard('{Enter}');
    await within(pieces()).findByRole('article', {
      name: 'Couches, Sofas & Lounges: Couches, Sofas & Lounges 7',
    });
    // the focus stays on the slot's swap button, ready for the next one
    expect(swap).toHaveFocus();
    expect(swap).toBeInTheDocument();
    await user.keyboard(' ');
    await within(pieces()).findByRole('article', {
      name: 'Couches, Sofas & Lounges: Couches, Sofas & Lounges 4',
    });
    (document.activeElement as HTMLElement).blur();
    await tabTo(user, 'Select all');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Added 4 pieces to your selections')).toBeInTheDocument();
    (document.activeElement as HTMLElement).blur();
    await tabTo(user, 'Next set');
    await user.keyboard('{Enter}');
    expect(within(band()).getByText('Set 2 of 3')).toBeInTheDocument();
  });
});

describe('More like this', () => {
  it("a row card's 'More like this' opens a dialog of similar pieces that can be selected like the rows'", async () => {
    const { user } = await openResults();
    const row = screen.getByRole('group', { name: 'Coffee Tables furniture' });
    await user.click(within(row).getByRole('button', { name: 'More like this: Coffee Tables 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'More like Coffee Tables 1' });
    const list = await within(dialog).findByRole('group', { name: 'Furniture like Coffee Tables 1' });
    expect(recommend.similarIds).toEqual([byTitle('Coffee Tables 1')._id]);
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Coffee Tables 2',
      'Coffee Tables 3',
      'Coffee Tables 4',
      'Coffee Tables 5',
      'Coffee Tables 6',
      'Coffee Tables 7',
      'Coffee Tables 8',
      'Coffee Tables 9',
      'Coffee Tables 10',
      'Coffee Tables 11',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Select Coffee Tables 3' }));
    expect(within(dialog).getByRole('button', { name: 'Selected Coffee Tables 3', pressed: true })).toBeInTheDocument();
    expect(storedIds()).toEqual([byTitle('Coffee Tables 3')._id]);
    // a similar piece's own "More like this" moves the dialog on
    await user.click(within(dialog).getByRole('button', { name: 'More like this: Coffee Tables 3' }));
    await screen.findByRole('dialog', { name: 'More like Coffee Tables 3' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View Selected (1)' })).toBeInTheDocument();
  });

  it('the recommended cards and the Selections dialog offer it too', async () => {
    const { user } = await openResults();
    await user.click(within(pieces()).getByRole('button', { name: 'More like this: TV Units 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'More like TV Units 1' });
    await within(dialog).findByRole('group', { name: 'Furniture like TV Units 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Select Storage & Wall Units 7' }));
    await user.click(screen.getByRole('button', { name: 'View Selected (1)' }));
    const selections = await screen.findByRole('dialog', { name: 'Selections' });
    await user.click(within(selections).getByRole('button', { name: 'More like this: Storage & Wall Units 7' }));
    dialog = await screen.findByRole('dialog', { name: 'More like Storage & Wall Units 7' });
    await user.click(await within(dialog).findByRole('button', { name: 'Select Storage & Wall Units 8' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^More like/ })).not.toBeInTheDocument());
    expect(storedIds()).toEqual(idsOf([byTitle('Storage & Wall Units 7'), byTitle('Storage & Wall Units 8')]));
  });

  it("shows the server's error with a retry, and says when nothing is similar", async () => {
    server.use(
      http.get(
        url('/user/furniture/:id/similar'),
        () =>
          HttpResponse.json(
            { success: false, message: 'Similar items are resting', code: 'internal' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const { user } = await openResults();
    const row = (category: string) => screen.getByRole('group', { name: `${category} furniture` });
    await user.click(within(row('Coffee Tables')).getByRole('button', { name: 'More like this: Coffee Tables 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'More like Coffee Tables 1' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Similar items are resting');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('group', { name: 'Furniture like Coffee Tables 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    catalog.items = catalog.items.filter((f) => f.category !== 'TV Units' || f.title === 'TV Units 1');
    await user.click(within(row('TV Units')).getByRole('button', { name: 'More like this: TV Units 1' }));
    const lonely = await screen.findByRole('dialog', { name: 'More like TV Units 1' });
    expect(await within(lonely).findByText('No similar TV Units found.')).toBeInTheDocument();
  });
});
