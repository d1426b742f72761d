import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { categoriesForRoomType } from '../../src/shared/constants';
import { ADA, tokenFor } from '../support/client/backend';
import { serveCatalog } from '../support/client/catalogHandlers';
import { renderApp, signIn } from '../support/client/render';

/** axe in jsdom: no layout, so colour contrast cannot be judged here. */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => {
  serveCatalog(4);
  signIn(tokenFor(ADA.id), 'ada');
});

describe('accessibility (axe) of browse and select', () => {
  it('the filter screen, empty and filled in', async () => {
    const { container, user } = renderApp('/dashboard');
    await screen.findByRole('group', { name: 'Style' });
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Dining Room' }));
    await user.click(screen.getByRole('radio', { name: 'Oak' }));
    await user.click(screen.getByRole('radio', { name: 'Modern' }));
    expect(await violations(container)).toEqual([]);
  });

  it('the results screen and the Selections dialog', async () => {
    localStorage.setItem(
      'filterData',
      JSON.stringify({ roomType: 'Dining Room', preferredColor: 'Oak', preferredStyle: 'Scandinavian' }),
    );
    localStorage.setItem('items', JSON.stringify([...categoriesForRoomType('Dining Room')]));
    const { container, user } = renderApp('/dashboard/filtered-results');
    await screen.findByRole('heading', { level: 2, name: /^Dining Chairs/ });
    await user.click(screen.getByRole('button', { name: 'Select Dining Chairs 1' }));
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'View Selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selections' });
    within(dialog).getByText('Page 1 of 1');
    expect(await violations(document.body)).toEqual([]);
  });
});
