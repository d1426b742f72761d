import { loadPersistedState, STORAGE_KEYS } from '../../src/client/app/persist';
import { makeStore } from '../../src/client/app/store';
import { signedIn, signedOut, tokenRenewed, userNameChanged } from '../../src/client/features/auth/authSlice';
import { filterChosen } from '../../src/client/features/filter/filterSlice';
import { furnitureToggled } from '../../src/client/features/furniture/selectionSlice';
import { roomGenerated, roomRequested } from '../../src/client/features/visualize/visualizeSlice';
import type { FurnitureDto } from '../../src/shared/api';
import { expiredToken, makeToken } from '../support/client/tokens';

const sofa = { _id: 'f1', title: 'Sofa', details: 'Three seats', imageUrl: ['/media/a.png'], category: 'Couches, Sofas & Lounges', style: 'Modern', color: 'Grey' } as FurnitureDto;
const table = { ...sofa, _id: 'f2', title: 'Table' } as FurnitureDto;

const keys = () => Object.keys(localStorage).sort();

describe('browser storage keys', () => {
  it('covers exactly the keys of SPEC.md §3', () => {
    expect(STORAGE_KEYS.map((k) => k.key)).toEqual([
      'authToken', 'user', 'items', 'preferredStyle', 'preferredColor', 'filterData', 'selectedFurnitureIds',
      'selectedFurnitures', 'roomParams', 'generatedImage', 'itemTable', 'roomName', 'fetchUrl',
    ]);
  });

  it('writes nothing for a fresh store', () => {
    makeStore();
    expect(keys()).toEqual([]);
  });

  it('stores the token as text and the user name as JSON text, each under its own key', () => {
    const store = makeStore();
    const token = makeToken('u1');
    store.dispatch(signedIn({ token, firstname: 'ada' }));
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(localStorage.getItem('user')).toBe('"ada"');
    expect(localStorage.getItem('persist:root')).toBeNull();
    store.dispatch(userNameChanged('Augusta'));
    expect(localStorage.getItem('user')).toBe('"Augusta"');
    const fresh = makeToken('u1', 100);
    store.dispatch(tokenRenewed(fresh));
    expect(localStorage.getItem('authToken')).toBe(fresh);
    store.dispatch(signedOut());
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stores the filter choice', () => {
    const store = makeStore();
    const filterData = { roomType: 'Dining Room', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };
    store.dispatch(filterChosen({ filterData, items: ['Dining Chairs', 'Dining Tables'] }));
    expect(JSON.parse(localStorage.getItem('filterData')!)).toEqual(filterData);
    expect(JSON.parse(localStorage.getItem('items')!)).toEqual(['Dining Chairs', 'Dining Tables']);
    expect(localStorage.getItem('preferredColor')).toBe('Oak');
    expect(localStorage.getItem('preferredStyle')).toBe('Scandinavian');
  });

  it('keeps ids and objects of the selection, and removes selectedFurnitures when it empties', () => {
    const store = makeStore();
    store.dispatch(furnitureToggled(sofa));
    store.dispatch(furnitureToggled(table));
    expect(JSON.parse(localStorage.getItem('selectedFurnitureIds')!)).toEqual(['f1', 'f2']);
    expect(JSON.parse(localStorage.getItem('selectedFurnitures')!).map((f: FurnitureDto) => f._id)).toEqual(['f1', 'f2']);
    store.dispatch(furnitureToggled(sofa));
    store.dispatch(furnitureToggled(table));
    expect(localStorage.getItem('selectedFurnitures')).toBeNull();
    expect(localStorage.getItem('selectedFurnitureIds')).toBe('[]');
  });

  it('caches the visualization', () => {
    const store = makeStore();
    const roomParams = { roomType: 'Bedroom - Small', preferredColor: 'White', preferredStyle: 'Modern', furnitureIds: ['f1'] };
    store.dispatch(roomRequested(roomParams));
    expect(JSON.parse(localStorage.getItem('roomParams')!)).toEqual(roomParams);
    const itemTable = { items: [], total: { amount: 0, currency: 'EUR' } };
    store.dispatch(roomGenerated({ generatedImage: '/media/g/1.png', itemTable, fetchUrl: '/user/project/p1/items', name: 'My bedroom' }));
    expect(localStorage.getItem('generatedImage')).toBe('/media/g/1.png');
    expect(localStorage.getItem('roomName')).toBe('My bedroom');
    expect(localStorage.getItem('fetchUrl')).toBe('/user/project/p1/items');
    expect(JSON.parse(localStorage.getItem('itemTable')!)).toEqual(itemTable);
    store.dispatch(roomRequested(roomParams));
    expect(localStorage.getItem('generatedImage')).toBeNull();
  });

  it('reads every key back as preloaded state', () => {
    const token = makeToken('u1');
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', '"ada"');
    localStorage.setItem('items', '["Bed Frames"]');
    localStorage.setItem('preferredStyle', 'Modern');
    localStorage.setItem('preferredColor', 'Oak');
    localStorage.setItem('filterData', '{"roomType":"Bedroom - Small","preferredColor":"Oak","preferredStyle":"Modern"}');
    localStorage.setItem('selectedFurnitureIds', '["f1"]');
    localStorage.setItem('selectedFurnitures', JSON.stringify([sofa]));
    localStorage.setItem('roomName', 'Room');
    localStorage.setItem('generatedImage', '/media/x.png');
    const state = makeStore().getState();
    expect(state.auth).toEqual({ token, user: 'ada' });
    expect(state.filter.items).toEqual(['Bed Frames']);
    expect(state.filter.filterData?.roomType).toBe('Bedroom - Small');
    expect(state.selection.selectedFurnitureIds).toEqual(['f1']);
    expect(state.selection.selectedFurnitures[0].title).toBe('Sofa');
    expect(state.visualize.roomName).toBe('Room');
    expect(state.visualize.generatedImage).toBe('/media/x.png');
  });

  it('ignores unreadable values and drops an expired token', () => {
    localStorage.setItem('authToken', expiredToken());
    localStorage.setItem('selectedFurnitureIds', '{not json');
    localStorage.setItem('items', '"not a list"');
    const state = loadPersistedState();
    expect(state.auth.token).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(state.selection.selectedFurnitureIds).toEqual([]);
    expect(state.filter.items).toBeNull();
  });
});
