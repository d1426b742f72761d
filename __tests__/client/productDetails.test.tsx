import { screen, waitFor, within } from '@testing-library/react';
import { stopSelectionSyncs } from '../../src/client/app/selectionSync';
import { categoriesForRoomType } from '../../src/shared/constants';
import { ADA, tokenFor } from '../support/client/backend';
import { catalog, serveCatalog } from '../support/client/catalogHandlers';
import { recommend } from '../support/client/recommendHandlers';
import { renderApp, signIn } from '../support/client/render';

beforeEach(() => {
  serveCatalog(12);
  const longDetails = `${'A solid oak coffee table with rounded corners and a lower shelf. '.repeat(6)}Wipe clean.`;
  const item = catalog.items.find((f) => f.title === 'Coffee Tables 7')!;
  Object.assign(item, { details: longDetails, dimensions: { widthCm: 120, depthCm: 60, heightCm: 45 } });
  signIn(tokenFor(ADA.id), 'ada');
  const filterData = { roomType: 'Living Room - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };
  localStorage.setItem('filterData', JSON.stringify(filterData));
  localStorage.setItem('items', JSON.stringify([...categoriesForRoomType(filterData.roomType)]));
});

afterEach(() => stopSelectionSyncs());

const storedIds = () => JSON.parse(localStorage.getItem('selectedFurnitureIds') ?? '[]') as string[];

async function openDetails(title: string) {
  const app = renderApp('/dashboard/filtered-results');
  const row = await screen.findByRole('group', { name: 'Coffee Tables furniture' }, { timeout: 5000 });
  const card = within(row).getByRole('article', { name: title });
  await app.user.click(within(card).getByRole('button', { name: title }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...app, card, dialog };
}

describe('Product details', () => {
  it("a card's title opens the piece in full: larger picture, whole description, dimensions, price, style and colour", async () => {
    const { dialog, user } = await openDetails('Coffee Tables 7');
    const item = catalog.items.find((f) => f.title === 'Coffee Tables 7')!;
    const picture = within(dialog).getByRole('img', { name: 'Coffee Tables 7' });
    expect(picture).toHaveAttribute('src', item.imageUrl[0]);
    expect(Number(picture.getAttribute('width'))).toBeGreaterThan(240);
    expect(within(dialog).getByText(item.details)).toBeInTheDocument();
    const fact = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(fact('Dimensions')).toBe('W 120 × D 60 × H 45 cm');
    expect(fact('Price')).toBe('€136.00');
    expect(fact('Style')).toBe('Scandinavian');
    expect(fact('Colour')).toBe('Oak');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('its Select toggle is the card’s: either one shows and changes the same selection', async () => {
    const { dialog, card, user } = await openDetails('Coffee Tables 7');
    const id = catalog.items.find((f) => f.title === 'Coffee Tables 7')!._id;
    await user.click(within(dialog).getByRole('button', { name: 'Select Coffee Tables 7', pressed: false }));
    expect(within(dialog).getByRole('button', { name: 'Selected Coffee Tables 7', pressed: true })).toBeInTheDocument();
    // the card behind the dialog (hidden from assistive tech while it is open) follows
    expect(
      within(card).getByRole('button', { name: 'Selected Coffee Tables 7', pressed: true, hidden: true }),
    ).toBeInTheDocument();
    expect(storedIds()).toEqual([id]);
    expect(screen.getByRole('button', { name: 'View Selected (1)', hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Selected Coffee Tables 7' }));
    expect(
      within(card).getByRole('button', { name: 'Select Coffee Tables 7', pressed: false, hidden: true }),
    ).toBeInTheDocument();
    expect(storedIds()).toEqual([]);
  });

  it("offers 'More like this', which opens the similar pieces over it", async () => {
    const { dialog, user } = await openDetails('Coffee Tables 7');
    await user.click(within(dialog).getByRole('button', { name: 'More like this: Coffee Tables 7' }));
    const similar = await screen.findByRole('dialog', { name: 'More like Coffee Tables 7' });
    await within(similar).findByRole('group', { name: 'Furniture like Coffee Tables 7' });
    expect(recommend.similarIds).toEqual([catalog.items.find((f) => f.title === 'Coffee Tables 7')!._id]);
    await user.click(within(similar).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^More like/ })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Coffee Tables 7' })).toBeInTheDocument();
  });
});
