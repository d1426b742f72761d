import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../../src/client/app/persist';
import { makeStore, type AppStore } from '../../src/client/app/store';
import { signedIn, signedOut, tokenRenewed, userNameChanged } from '../../src/client/app/authSlice';
import { filterChosen, initialFilterState } from '../../src/client/features/filter/filterSlice';
import { furnitureToggled } from '../../src/client/app/selectionSlice';
import { roomGenerated, roomRequested } from '../../src/client/features/visualize/visualizeSlice';
import type { FurnitureDto } from '../../src/shared/api';
import { rehydrated } from '../support/client/rehydrated';
import { expiredToken, makeToken } from '../support/client/tokens';

const sofa = {
  _id: 'f1',
  title: 'Sofa',
  details: 'Three seats',
  imageUrl: ['/media/a.png'],
  category: 'Couches, Sofas & Lounges',
  style: 'Modern',
  color: 'Grey',
} as FurnitureDto;
const table: FurnitureDto = { ...sofa, _id: 'f2', title: 'Table' };

const keys = () => Object.keys(localStorage).sort();

const rehydratedStore = () => rehydrated(makeStore());

/** redux-persist writes a few milliseconds after a change; flush() writes now. */
const written = (store: AppStore) => store.persistor.flush();

describe('browser storage keys', () => {
  // SPEC.md §3's keys, and `roomPhoto` (issue 17: the "My room" photo and outline, kept like the filter).
  it('covers exactly the keys of SPEC.md §3 and roomPhoto', () => {
    expect(STORAGE_KEYS.map((k) => k.key)).toEqual([
      'authToken',
      'user',
      'items',
      'preferredStyle',
      'preferredColor',
      'filterData',
      'roomPhoto',
      'selectedFurnitureIds',
      'selectedFurnitures',
      'roomParams',
      'generatedImage',
      'itemTable',
      'roomName',
      'fetchUrl',
    ]);
  });

  it('writes nothing for a fresh store', async () => {
    await written(await rehydratedStore());
    expect(keys()).toEqual([]);
  });

  it('stores the token as text and the user name as JSON text, each under its own key', async () => {
    const store = await rehydratedStore();
    const token = makeToken('u1');
    store.dispatch(signedIn({ token, firstname: 'ada' }));
    await written(store);
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(localStorage.getItem('user')).toBe('"ada"');
    expect(localStorage.getItem('persist:root')).toBeNull();
    store.dispatch(userNameChanged('Augusta'));
    await written(store);
    expect(localStorage.getItem('user')).toBe('"Augusta"');
    const fresh = makeToken('u1', 100);
    store.dispatch(tokenRenewed(fresh));
    await written(store);
    expect(localStorage.getItem('authToken')).toBe(fresh);
    store.dispatch(signedOut());
    await written(store);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('writes on its own shortly after a change, never as a redux-persist blob', async () => {
    const store = await rehydratedStore();
    store.dispatch(signedIn({ token: makeToken('u1'), firstname: 'ada' }));
    await waitFor(() => expect(localStorage.getItem('user')).toBe('"ada"'));
    expect(keys()).toEqual(['authToken', 'user']);
  });

  it("rewrites a key only when its own value changes, so another tab's write survives", async () => {
    const store = await rehydratedStore();
    store.dispatch(signedIn({ token: makeToken('u1'), firstname: 'ada' }));
    await written(store);
    localStorage.setItem('preferredStyle', 'Industrial');
    store.dispatch(userNameChanged('Augusta'));
    await written(store);
    expect(localStorage.getItem('user')).toBe('"Augusta"');
    expect(localStorage.getItem('preferredStyle')).toBe('Industrial');
  });

  it('stores the filter choice', async () => {
    const store = await rehydratedStore();
    const filterData = { roomType: 'Dining Room', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };
    store.dispatch(filterChosen({ filterData, items: ['Dining Chairs', 'Dining Tables'] }));
    await written(store);
    expect(JSON.parse(localStorage.getItem('filterData')!)).toEqual(filterData);
    expect(JSON.parse(localStorage.getItem('items')!)).toEqual(['Dining Chairs', 'Dining Tables']);
    expect(localStorage.getItem('preferredColor')).toBe('Oak');
    expect(localStorage.getItem('preferredStyle')).toBe('Scandinavian');
  });

  it('keeps ids and objects of the selection, and removes selectedFurnitures when it empties', async () => {
    const store = await rehydratedStore();
    store.dispatch(furnitureToggled(sofa));
    store.dispatch(furnitureToggled(table));
    await written(store);
    expect(JSON.parse(localStorage.getItem('selectedFurnitureIds')!)).toEqual(['f1', 'f2']);
    expect(JSON.parse(localStorage.getItem('selectedFurnitures')!).map((f: FurnitureDto) => f._id)).toEqual([
      'f1',
      'f2',
    ]);
    store.dispatch(furnitureToggled(sofa));
    store.dispatch(furnitureToggled(table));
    await written(store);
    expect(localStorage.getItem('selectedFurnitures')).toBeNull();
    expect(localStorage.getItem('selectedFurnitureIds')).toBe('[]');
  });

  it('caches the visualization', async () => {
    const store = await rehydratedStore();
    const roomParams = {
      roomType: 'Bedroom - Small',
      preferredColor: 'White',
      preferredStyle: 'Modern',
      furnitureIds: ['f1'],
    };
    store.dispatch(roomRequested(roomParams));
    await written(store);
    expect(JSON.parse(localStorage.getItem('roomParams')!)).toEqual(roomParams);
    const itemTable = { items: [], total: { amount: 0, currency: 'EUR' } };
    store.dispatch(
      roomGenerated({
        generatedImage: '/media/g/1.png',
        itemTable,
        fetchUrl: '/user/project/p1/items',
        name: 'My bedroom',
      }),
    );
    await written(store);
    expect(localStorage.getItem('generatedImage')).toBe('/media/g/1.png');
    expect(localStorage.getItem('roomName')).toBe('My bedroom');
    expect(localStorage.getItem('fetchUrl')).toBe('/user/project/p1/items');
    expect(JSON.parse(localStorage.getItem('itemTable')!)).toEqual(itemTable);
    store.dispatch(roomRequested(roomParams));
    await written(store);
    expect(localStorage.getItem('generatedImage')).toBeNull();
  });

  it('reads every key back when the store rehydrates', async () => {
    const token = makeToken('u1');
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', '"ada"');
    localStorage.setItem('items', '["Bed Frames"]');
    localStorage.setItem('preferredStyle', 'Modern');
    localStorage.setItem('preferredColor', 'Oak');
    localStorage.setItem(
      'filterData',
      '{"roomType":"Bedroom - Small","preferredColor":"Oak","preferredStyle":"Modern"}',
    );
    localStorage.setItem('selectedFurnitureIds', '["f1"]');
    localStorage.setItem('selectedFurnitures', JSON.stringify([sofa]));
    localStorage.setItem('roomName', 'Room');
    localStorage.setItem('generatedImage', '/media/x.png');
    const state = (await rehydratedStore()).getState();
    expect(state.auth).toEqual({ token, user: 'ada', verified: true });
    expect(state.filter.items).toEqual(['Bed Frames']);
    expect(state.filter.filterData?.roomType).toBe('Bedroom - Small');
    expect(state.selection.selectedFurnitureIds).toEqual(['f1']);
    expect(state.selection.selectedFurnitures[0].title).toBe('Sofa');
    expect(state.visualize.roomName).toBe('Room');
    expect(state.visualize.generatedImage).toBe('/media/x.png');
  });

  it('starts from a preloaded state, with the stored keys merged over it', async () => {
    localStorage.setItem('preferredStyle', 'Modern');
    const store = await rehydrated(
      makeStore({ filter: { ...initialFilterState, preferredColor: 'Oak', preferredStyle: 'Coastal' } }),
    );
    expect(store.getState().filter).toMatchObject({ preferredColor: 'Oak', preferredStyle: 'Modern', items: null });
    await written(store);
    expect(localStorage.getItem('preferredColor')).toBe('Oak');
  });

  it('ignores unreadable values and drops an expired token', async () => {
    localStorage.setItem('authToken', expiredToken());
    localStorage.setItem('selectedFurnitureIds', '{not json');
    localStorage.setItem('items', '"not a list"');
    const store = await rehydratedStore();
    await written(store);
    const state = store.getState();
    expect(state.auth.token).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(state.selection.selectedFurnitureIds).toEqual([]);
    expect(state.filter.items).toBeNull();
  });
});
