import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ALL_CATEGORIES, categoriesForRoomType } from '../../src/shared/constants';
import { ADA, tokenFor, url } from '../support/client/backend';
import { catalog, inCategory, serveCatalog } from '../support/client/catalogHandlers';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { holdRequest, server } from '../support/client/server';

const LIVING_SMALL = [...categoriesForRoomType('Living Room - Small')];

function storeFilter(
  filterData = { roomType: 'Living Room - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' },
) {
  localStorage.setItem('filterData', JSON.stringify(filterData));
  localStorage.setItem('items', JSON.stringify([...categoriesForRoomType(filterData.roomType)]));
  localStorage.setItem('preferredColor', filterData.preferredColor);
  localStorage.setItem('preferredStyle', filterData.preferredStyle);
}

beforeEach(() => {
  serveCatalog(12);
  signIn(tokenFor(ADA.id), 'ada');
  storeFilter();
});

// The category rows' headings (the recommendation band above them has its own).
const rowHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((t) => t !== 'Recommended for your room');

async function openResults() {
  const app = renderApp('/dashboard/filtered-results');
  // The first render of a run also loads the screen's lazy code (and the recommendation band's).
  await screen.findByRole('heading', { level: 2, name: /^Coffee Tables/ }, { timeout: 5000 });
  return app;
}

describe('Filtered results', () => {
  it('on a reload (no navigation state) refetches the stored filter, with a spinner first', async () => {
    const gate = holdRequest('get', '/user/furnitures');
    renderApp('/dashboard/filtered-results');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading furniture' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('heading', { name: 'Coffee Tables (2)' })).toBeInTheDocument();
    const q = catalog.furnitureQueries[0];
    expect(q.getAll('items')).toEqual(LIVING_SMALL);
    expect([q.get('style'), q.get('color'), q.get('limit'), q.get('count')]).toEqual([
      'Scandinavian',
      'Oak',
      '30',
      '1',
    ]);
  });

  it("greets by the capitalised stored name, else 'User', and asks the question", async () => {
    await openResults();
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByText('What furniture would you like to see today?')).toBeInTheDocument();
  });

  it("falls back to 'User' without a stored name", async () => {
    localStorage.removeItem('user');
    await openResults();
    expect(screen.getByText('Hello, User')).toBeInTheDocument();
  });

  it('shows one row per category in the request order, headed by name and count, with cards', async () => {
    await openResults();
    expect(rowHeadings()).toEqual(LIVING_SMALL.map((c) => `${c} (2)`));
    const row = screen.getByRole('group', { name: 'Coffee Tables furniture' });
    const cards = within(row).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    const img = within(first).getByRole('img', { name: 'Coffee Tables 1' });
    expect(img).toHaveAttribute('src', '/media/catalog/0-1.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '180');
    expect(within(first).getByRole('heading', { name: 'Coffee Tables 1' })).toBeInTheDocument();
    expect(within(first).getByText('Details of Coffee Tables 1')).toBeInTheDocument();
    expect(within(first).getByText('€130.00')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Select Coffee Tables 1', pressed: false })).toBeInTheDocument();
  });

  it('uses the placeholder image when a product has none or its image fails', async () => {
    catalog.items[0].imageUrl = [];
    await openResults();
    expect(screen.getByRole('img', { name: 'Coffee Tables 1' })).toHaveAttribute(
      'src',
      '/images/furniture-placeholder.svg',
    );
    const broken = screen.getByRole('img', { name: 'Coffee Tables 7' });
    broken.dispatchEvent(new Event('error'));
    await waitFor(() => expect(broken).toHaveAttribute('src', '/images/furniture-placeholder.svg'));
  });

  it('scroll buttons move the row by 250 px each way', async () => {
    const scrollBy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true, writable: true });
    // jsdom lays nothing out: every element is as wide as its content is, once over (the arrows need an overflow)
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 2 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1 });
    const { user } = await openResults();
    await user.click(screen.getByRole('button', { name: 'Scroll TV Units right' }));
    await user.click(screen.getByRole('button', { name: 'Scroll TV Units left' }));
    // behaviour is 'smooth', or 'auto' under prefers-reduced-motion (which the test matchMedia reports)
    expect(scrollBy.mock.calls).toEqual([
      [expect.objectContaining({ left: 250 })],
      [expect.objectContaining({ left: -250 })],
    ]);
    expect(scrollBy.mock.contexts[0]).toBe(screen.getByRole('group', { name: 'TV Units furniture' }));
    for (const key of ['scrollBy', 'scrollWidth', 'clientWidth']) delete (HTMLElement.prototype as never)[key];
  });

  it('search filters titles case-insensitively across rows and counts', async () => {
    const { user } = await openResults();
    await user.type(screen.getByPlaceholderText('Search for names'), 'tV uNITS 1');
    // rows the search empties are left out
    await waitFor(() => expect(rowHeadings()).toEqual(['TV Units (1)']));
    expect(screen.getByRole('img', { name: 'TV Units 1' })).toBeInTheDocument();
    expect(screen.queryByText('No furniture found.')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search for names' }));
    await waitFor(() => expect(rowHeadings()).toEqual(LIVING_SMALL.map((c) => `${c} (2)`)));
  });

  it("'Go to All Furnitures' clears the style and colour filters and the search, and loads the room's whole list", async () => {
    const { user } = await openResults();
    await user.type(screen.getByPlaceholderText('Search for names'), 'sofas');
    await user.click(screen.getByRole('button', { name: 'Go to All Furnitures' }));
    await waitFor(() => expect(rowHeadings()).toEqual(LIVING_SMALL.map((c) => `${c} (12)`)));
    const q = catalog.furnitureQueries.at(-1)!;
    expect(q.getAll('items')).toEqual(LIVING_SMALL);
    expect(q.has('style')).toBe(false);
    expect(q.has('color')).toBe(false);
    expect(screen.getByPlaceholderText('Search for names')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Go to All Furnitures' })).not.toBeInTheDocument();
    // the stored filter stays: Generate Room still needs its colour and style
    await storageWritten();
    expect(JSON.parse(localStorage.getItem('filterData')!).preferredStyle).toBe('Scandinavian');
  });

  it("shows the server's error text, and retries", async () => {
    server.use(
      http.get(
        url('/user/furnitures'),
        () => HttpResponse.json({ success: false, message: 'Catalog is resting', code: 'internal' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp('/dashboard/filtered-results');
    expect(await screen.findByText('Catalog is resting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Coffee Tables (2)' })).toBeInTheDocument();
  });

  it('without a stored filter points to the filter page', async () => {
    localStorage.removeItem('filterData');
    renderApp('/dashboard/filtered-results');
    expect(await screen.findByRole('link', { name: 'filter page' })).toHaveAttribute('href', '/dashboard');
    expect(catalog.furnitureQueries).toHaveLength(0);
  });

  it('a page of every category renders the first rows at once and the rest right after', async () => {
    localStorage.setItem('items', JSON.stringify([...ALL_CATEGORIES]));
    renderApp('/dashboard/filtered-results');
    await screen.findByRole('heading', { level: 2, name: /^Coffee Tables/ });
    await waitFor(() => expect(rowHeadings()).toHaveLength(ALL_CATEGORIES.length));
    expect(rowHeadings().at(-1)).toBe(`${ALL_CATEGORIES.at(-1)} (2)`);
  });

  it('counts: a category with no match shows 0', async () => {
    catalog.items = catalog.items.filter((f) => f.category !== 'TV Units');
    await openResults();
    expect(screen.getByRole('heading', { name: 'TV Units (0)' })).toBeInTheDocument();
    expect(inCategory('Coffee Tables')).toHaveLength(12);
  });
});
