import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { categoriesForRoomType } from '../../src/shared/constants';
import { ADA, tokenFor, url } from '../support/client/backend';
import { catalog, serveCatalog } from '../support/client/catalogHandlers';
import { renderApp, signIn } from '../support/client/render';
import { server } from '../support/client/server';

// The mock catalog numbers each category's pieces 1..n; styles cycle Modern, Scandinavian,
// Industrial; odd numbers are Oak; the price grows with the number (€129 + €1 each).
function storeFilter(roomType: string, preferredStyle = 'Scandinavian', preferredColor = 'Oak') {
  localStorage.setItem('filterData', JSON.stringify({ roomType, preferredColor, preferredStyle }));
  localStorage.setItem('items', JSON.stringify([...categoriesForRoomType(roomType)]));
}

beforeEach(() => {
  signIn(tokenFor(ADA.id), 'ada');
});

const row = (category: string) => screen.getByRole('group', { name: `${category} furniture` });
const cardNames = (category: string) =>
  within(row(category))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));
const heading = (category: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${category.replace(/[()]/g, '\\$&')} \\(`) });
// A category's section (its heading, scroll buttons and row). Button queries are scoped to it: a
// role query computes the name of every button it looks at, and a page of rows has three per card.
const section = (category: string) =>
  screen.getByRole('region', { name: new RegExp(`^${category.replace(/[()]/g, '\\$&')} \\(`) });

/**
 * A row's Load more button, found by its label and then checked to be a visible button of that
 * name: getByRole would first compute the accessible name of every card's three buttons.
 */
function loadMore(category: string) {
  const button = within(row(category)).getByLabelText(`Load more ${category}`);
  expect(button).toHaveRole('button');
  expect(button).toHaveAccessibleName(`Load more ${category}`);
  expect(button).toBeVisible();
  return button;
}

async function openResults(firstRow = 'Coffee Tables') {
  const app = renderApp('/dashboard/filtered-results');
  await screen.findByRole('heading', { level: 2, name: new RegExp(`^${firstRow}`) }, { timeout: 5000 });
  return app;
}

describe('Row scroll arrows', () => {
  // jsdom lays nothing out: a track is as wide as its cards (256 px each), the row `width` px.
  let width = 600;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.children.length * 256;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => width,
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { scrollWidth?: unknown }).scrollWidth;
    delete (HTMLElement.prototype as { clientWidth?: unknown }).clientWidth;
  });
  beforeEach(() => {
    width = 600;
  });

  it('show only on a row whose cards overflow it, and follow a resize', async () => {
    serveCatalog(12);
    storeFilter('Living Room - Small');
    const { user } = await openResults();
    // two cards (Scandinavian Oak: 1 and 7) fit in 600 px
    expect(cardNames('Coffee Tables')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Scroll Coffee Tables/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to All Furnitures' }));
    await waitFor(() => expect(cardNames('Coffee Tables')).toHaveLength(12));
    expect(
      await within(section('Coffee Tables')).findByRole('button', { name: 'Scroll Coffee Tables right' }),
    ).toBeVisible();
    expect(within(section('Coffee Tables')).getByRole('button', { name: 'Scroll Coffee Tables left' })).toBeVisible();

    // a window wide enough for all twelve: the arrows go
    width = 12 * 256;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() =>
      expect(within(section('Coffee Tables')).queryByRole('button', { name: /^Scroll/ })).not.toBeInTheDocument(),
    );
    // nor anywhere else: nothing on the page is labelled so any more
    expect(screen.queryByLabelText(/^Scroll Coffee Tables/)).not.toBeInTheDocument();
  });
});

describe('Search with no match', () => {
  it('says so once for the whole screen, and the rows come back when the search is cleared', async () => {
    serveCatalog(12);
    storeFilter('Living Room - Small');
    const { user } = await openResults();
    await user.type(screen.getByPlaceholderText('Search for names'), 'hammock');
    const message = await screen.findByText('No furniture found.');
    expect(message.closest('[role="status"]')).toHaveTextContent('Nothing in these rows has “hammock” in its name.');
    expect(screen.getAllByText('No furniture found.')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: /furniture$/ })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search for names' }));
    await waitFor(() => expect(cardNames('Coffee Tables')).toHaveLength(2));
    expect(screen.queryByText('No furniture found.')).not.toBeInTheDocument();
  });

  it('hides the rows a search empties and keeps the rows it matches', async () => {
    serveCatalog(12);
    storeFilter('Living Room - Small');
    const { user } = await openResults();
    await user.type(screen.getByPlaceholderText('Search for names'), 'tv units 7');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2, name: /\(\d+\)$/ })).toHaveLength(1));
    expect(heading('TV Units')).toHaveTextContent('TV Units (1)');
    expect(screen.queryByText('No furniture found.')).not.toBeInTheDocument();
  });
});

describe('Load more', () => {
  it("appends a row's next page at its end, asking for that category alone, until a page comes back short", async () => {
    serveCatalog(70);
    storeFilter('Dining Room');
    const { user } = await openResults('Dining Chairs');
    await user.click(screen.getByRole('button', { name: 'Go to All Furnitures' }));
    await waitFor(() => expect(cardNames('Dining Chairs')).toHaveLength(30));
    const first = catalog.furnitureQueries.length;

    await user.click(loadMore('Dining Chairs'));
    await waitFor(() => expect(cardNames('Dining Chairs')).toHaveLength(60));
    const q = catalog.furnitureQueries[first];
    expect(q.getAll('items')).toEqual(['Dining Chairs']);
    expect([q.get('count'), q.get('limit'), q.has('style'), q.has('color')]).toEqual(['2', '30', false, false]);
    expect(cardNames('Dining Chairs').slice(28, 32)).toEqual([
      'Dining Chairs 29',
      'Dining Chairs 30',
      'Dining Chairs 31',
      'Dining Chairs 32',
    ]);
    expect(heading('Dining Chairs')).toHaveTextContent('Dining Chairs (60)');
    // the other rows keep their first page
    expect(cardNames('Dining Tables')).toHaveLength(30);

    await user.click(loadMore('Dining Chairs'));
    await waitFor(() => expect(cardNames('Dining Chairs')).toHaveLength(70));
    expect(catalog.furnitureQueries.at(-1)!.get('count')).toBe('3');
    expect(within(row('Dining Chairs')).queryByLabelText(/^Load more/)).not.toBeInTheDocument();
    expect(loadMore('Dining Tables')).toBeInTheDocument();
  });

  it('offers nothing more when the first page is already short', async () => {
    serveCatalog(12);
    storeFilter('Living Room - Small');
    await openResults();
    expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
  });

  it('says when a page fails and loads it on a second try', async () => {
    serveCatalog(40);
    storeFilter('Dining Room');
    const { user } = await openResults('Dining Chairs');
    await user.click(screen.getByRole('button', { name: 'Go to All Furnitures' }));
    await waitFor(() => expect(cardNames('Dining Chairs')).toHaveLength(30));
    server.use(
      http.get(
        url('/user/furnitures'),
        () => HttpResponse.json({ success: false, message: 'Catalog is resting', code: 'internal' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(loadMore('Dining Chairs'));
    expect(await within(row('Dining Chairs')).findByRole('alert')).toHaveTextContent('Could not load more.');
    await user.click(loadMore('Dining Chairs'));
    await waitFor(() => expect(cardNames('Dining Chairs')).toHaveLength(40));
    expect(within(row('Dining Chairs')).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Sort by', () => {
  it('asks the server for the order, shows it, and Load more continues it', async () => {
    serveCatalog(70);
    storeFilter('Dining Room');
    const { user } = await openResults('Dining Chairs');
    await user.click(screen.getByRole('button', { name: 'Go to All Furnitures' }));
    await waitFor(() => expect(cardNames('Dining Chairs')).toHaveLength(30));
    expect(catalog.furnitureQueries.at(-1)!.has('sort')).toBe(false);
    expect(screen.getByRole('combobox', { name: /^Sort by/ })).toHaveTextContent('Recommended');

    await user.click(screen.getByRole('combobox', { name: /^Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Price: high to low' }));
    await waitFor(() => expect(cardNames('Dining Chairs')[0]).toBe('Dining Chairs 70'));
    const q = catalog.furnitureQueries.at(-1)!;
    expect(q.get('sort')).toBe('price-desc');
    expect(q.getAll('items')).toEqual([...categoriesForRoomType('Dining Room')]);
    expect(cardNames('Dining Chairs').slice(0, 3)).toEqual([
      'Dining Chairs 70',
      'Dining Chairs 69',
      'Dining Chairs 68',
    ]);
    expect(screen.getByRole('combobox', { name: /^Sort by/ })).toHaveTextContent('Price: high to low');

    await user.click(loadMore('Dining Chairs'));
    await waitFor(() => expect(cardNames('Dining Chairs')).toHaveLength(60));
    expect(catalog.furnitureQueries.at(-1)!.get('sort')).toBe('price-desc');
    expect(cardNames('Dining Chairs')[30]).toBe('Dining Chairs 40');

    // a new order starts every row over at its first page
    await user.click(screen.getByRole('combobox', { name: /^Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    await waitFor(() => expect(cardNames('Dining Chairs')[0]).toBe('Dining Chairs 1'));
    expect(cardNames('Dining Chairs')).toHaveLength(30);
    expect(catalog.furnitureQueries.at(-1)!.get('sort')).toBe('price-asc');
  });
});
