import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { categoriesForRoomType } from '../../src/shared/constants';
import { OUTLINE_PROBLEMS } from '../../src/shared/floorOutline';
import { ADA, tokenFor } from '../support/client/backend';
import { catalog, serveCatalog } from '../support/client/catalogHandlers';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { holdRequest } from '../support/client/server';
import { addRoomPhoto, roomPhotoDb } from '../support/client/roomPhotoHandlers';
import { storeWithFakeSocket } from '../support/client/socketStore';

const FILTER = { roomType: 'Bedroom - Small', preferredColor: 'Oak', preferredStyle: 'Scandinavian' };

beforeEach(() => {
  serveCatalog();
  signIn(tokenFor(ADA.id), 'ada');
});

type User = ReturnType<typeof renderApp>['user'];

const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name });
const selectFurniture = () => screen.getByRole('button', { name: 'Select Furniture' });
const corner = (name: string) => screen.getByRole('button', { name: `${name} corner` });
const photoFile = (name = 'room.jpg', size = 4096, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

function dropFiles(files: File[]) {
  fireEvent.drop(screen.getByRole('group', { name: 'Room photo drop zone' }), {
    dataTransfer: {
      files,
      items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      types: ['Files'],
    },
  });
}

async function openMyRoom(roomType = FILTER.roomType) {
  const app = renderApp('/dashboard');
  await screen.findByRole('group', { name: 'Style' });
  await app.user.click(radio('Room type', roomType));
  await app.user.click(radio('Show the furniture in', 'My room'));
  return app;
}

async function chooseRest(user: User) {
  await user.click(radio('Color', FILTER.preferredColor));
  await user.click(radio('Style', FILTER.preferredStyle));
}

describe('My room: photos', () => {
  it('says when there are no photos yet, uploads a dropped one as multipart and opens it for marking', async () => {
    const gate = holdRequest('get', '/user/room-photos');
    await openMyRoom();
    expect(screen.getByRole('progressbar', { name: 'Loading your room photos' })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByText(/^No room photos yet/)).toBeInTheDocument();
    dropFiles([photoFile('my room.webp', 5000, 'image/webp')]);
    expect(await screen.findByText('Photo uploaded. Now mark its floor.')).toBeInTheDocument();
    expect(roomPhotoDb.uploads).toEqual([{ name: 'my room.webp', type: 'image/webp', size: 5000 }]);
    // the list refetches with the new photo, chosen
    expect(await screen.findByRole('button', { name: 'Use Photo 1 (2000 × 1500)', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your room photo' })).toHaveAttribute(
      'src',
      '/media/room-photos/photo-1.jpg?sig=s1',
    );
    for (const name of ['Back-left', 'Back-right', 'Front-right', 'Front-left'])
      expect(corner(name)).toBeInTheDocument();
    // Bedroom - Small is 430 cm wide
    expect(screen.getByRole('spinbutton', { name: 'Back wall length (cm)' })).toHaveValue(430);
  });

  it.each([
    ['a GIF', [photoFile('room.gif', 10, 'image/gif')], 'Only JPEG, PNG or WebP photos can be used.'],
    [
      'a file over 10 MB',
      [photoFile('big.jpg', 10 * 1024 * 1024 + 1)],
      'The photo is larger than 10 MB: choose a smaller one.',
    ],
    ['an empty file', [photoFile('empty.png', 0, 'image/png')], 'The file is empty.'],
    ['two files', [photoFile('a.jpg'), photoFile('b.jpg')], 'Choose one photo at a time.'],
  ])('refuses %s before sending it', async (_what, files, message) => {
    await openMyRoom();
    await screen.findByText(/^No room photos yet/);
    dropFiles(files);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(roomPhotoDb.uploads).toEqual([]);
  });

  it("shows the server's reason when it refuses a photo", async () => {
    roomPhotoDb.refuseNext = 'The photo has more than 40 megapixels.';
    await openMyRoom();
    await screen.findByText(/^No room photos yet/);
    dropFiles([photoFile()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo has more than 40 megapixels.');
    expect(screen.queryByRole('group', { name: 'Floor outline' })).not.toBeInTheDocument();
  });

  it('picks an earlier photo from the thumbnails', async () => {
    addRoomPhoto(ADA.id);
    addRoomPhoto(ADA.id, { width: 1200, height: 1600 });
    const { user } = await openMyRoom();
    const list = await screen.findByRole('list', { name: 'Your room photos' });
    // thumbnails are decorative (alt=""): the buttons carry the names
    expect([...list.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/media/room-photos/photo-1.jpg?sig=s1',
      '/media/room-photos/photo-2.jpg?sig=s1',
    ]);
    expect(screen.queryByRole('group', { name: 'Floor outline' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Photo 2 (1200 × 1600)' }));
    expect(screen.getByRole('button', { name: 'Use Photo 2 (1200 × 1600)', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your room photo' })).toHaveAttribute(
      'src',
      '/media/room-photos/photo-2.jpg?sig=s1',
    );
    // the first guess: a trapezoid over the lower part of the photo
    expect(corner('Back-left')).toHaveStyle({ left: '22%', top: '58%' });
    expect(corner('Front-right')).toHaveStyle({ left: '96%', top: '95%' });
  });

  it('deletes a photo after a confirmation', async () => {
    addRoomPhoto(ADA.id);
    addRoomPhoto(ADA.id);
    const { user } = await openMyRoom();
    await user.click(await screen.findByRole('button', { name: 'Use Photo 1 (1600 × 1200)' }));
    await user.click(screen.getByRole('button', { name: 'Delete Photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photo 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(roomPhotoDb.deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Photo 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Photo deleted.')).toBeInTheDocument();
    expect(roomPhotoDb.deleted).toEqual(['photo-1']);
    // the deleted photo was the chosen one: nothing is chosen now
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Use Photo/ })).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Floor outline' })).not.toBeInTheDocument();
  });
});

describe('My room: marking the floor', () => {
  async function markedPhoto() {
    addRoomPhoto(ADA.id); // 1600 × 1200: one arrow step is 8 px
    const app = await openMyRoom();
    await app.user.click(await screen.findByRole('button', { name: 'Use Photo 1 (1600 × 1200)' }));
    return app;
  }

  it('moves the focused corner with the arrow keys, Shift for bigger steps', async () => {
    const { user } = await markedPhoto();
    corner('Back-left').focus();
    expect(corner('Back-left')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Back-left corner at 360, 696')).toBeInTheDocument();
    expect(corner('Back-left')).toHaveStyle({ left: '22.5%' });
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByText('Back-left corner at 360, 776')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByText('Back-left corner at 352, 768')).toBeInTheDocument();
  });

  it('drags a corner with the pointer, in photo pixels whatever size the photo is shown at', async () => {
    await markedPhoto();
    const frame = screen.getByRole('group', { name: 'Floor outline' });
    jest.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 20, 400, 300));
    const handle = corner('Front-left');
    fireEvent.pointerDown(handle, { pointerId: 3, clientX: 20, clientY: 300 });
    fireEvent.pointerMove(handle, { pointerId: 3, clientX: 60, clientY: 260 });
    fireEvent.pointerUp(handle, { pointerId: 3, clientX: 60, clientY: 260 });
    // (60 - 10) / 400 × 1600 = 200; (260 - 20) / 300 × 1200 = 960
    expect(screen.getByText('Front-left corner at 200, 960')).toBeInTheDocument();
    expect(handle).toHaveFocus();
    fireEvent.pointerMove(handle, { pointerId: 3, clientX: 300, clientY: 100 });
    expect(screen.getByText('Front-left corner at 200, 960')).toBeInTheDocument();
  });

  it('refuses a crossing outline with its reason, and Select Furniture waits for a good one', async () => {
    const { user } = await markedPhoto();
    await chooseRest(user);
    expect(selectFurniture()).toBeEnabled();
    corner('Back-left').focus();
    // back-left at 352 px, pushed past back-right at 1248 px
    for (let i = 0; i < 12; i += 1) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByRole('alert')).toHaveTextContent(OUTLINE_PROBLEMS.crossing);
    expect(screen.getByRole('group', { name: 'Floor outline' })).toHaveAccessibleDescription(OUTLINE_PROBLEMS.crossing);
    expect(selectFurniture()).toBeDisabled();
    for (let i = 0; i < 12; i += 1) await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectFurniture()).toBeEnabled();
  });

  it('refuses a back wall length out of range', async () => {
    const { user } = await markedPhoto();
    await chooseRest(user);
    const length = screen.getByRole('spinbutton', { name: 'Back wall length (cm)' });
    await user.clear(length);
    await user.type(length, '20');
    expect(screen.getByText("Enter the back wall's length in cm, from 50 to 5000.")).toBeInTheDocument();
    expect(selectFurniture()).toBeDisabled();
    await user.type(length, '0');
    expect(selectFurniture()).toBeEnabled();
  });
});

describe('My room: into the generation', () => {
  it('the filter stores the photo and outline, they come back on the next visit, and Drawn room drops them', async () => {
    addRoomPhoto(ADA.id);
    const { user, location, unmount } = await openMyRoom();
    await user.click(await screen.findByRole('button', { name: 'Use Photo 1 (1600 × 1200)' }));
    await chooseRest(user);
    corner('Front-left').focus();
    await user.keyboard('{ArrowRight}');
    await user.click(selectFurniture());
    await waitFor(() => expect(location().pathname).toBe('/dashboard/filtered-results'));
    await storageWritten();
    const stored = {
      id: 'photo-1',
      floor: [
        [352, 696],
        [1248, 696],
        [1536, 1140],
        [72, 1140],
      ],
      referenceCm: 430,
    };
    expect(JSON.parse(localStorage.getItem('roomPhoto')!)).toEqual(stored);
    expect(JSON.parse(localStorage.getItem('filterData')!)).toEqual(FILTER);
    unmount();

    const again = renderApp('/dashboard');
    expect(await screen.findByRole('radio', { name: 'My room' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Use Photo 1 (1600 × 1200)', pressed: true })).toBeInTheDocument();
    expect(corner('Front-left')).toHaveStyle({ left: '4.5%' });
    await again.user.click(radio('Show the furniture in', 'Drawn room'));
    expect(screen.queryByRole('heading', { name: 'My room' })).not.toBeInTheDocument();
    await again.user.click(selectFurniture());
    await waitFor(() => expect(again.location().pathname).toBe('/dashboard/filtered-results'));
    await storageWritten();
    expect(localStorage.getItem('roomPhoto')).toBeNull();
  });

  it("'Generate Room' sends roomPhoto in the socket's roomParams", async () => {
    const roomPhoto = {
      id: 'photo-9',
      floor: [
        [300, 600],
        [1300, 600],
        [1550, 1150],
        [50, 1150],
      ],
      referenceCm: 512,
    };
    localStorage.setItem('filterData', JSON.stringify(FILTER));
    localStorage.setItem('items', JSON.stringify([...categoriesForRoomType(FILTER.roomType)]));
    localStorage.setItem('roomPhoto', JSON.stringify(roomPhoto));
    const { store, sockets } = await storeWithFakeSocket();
    const { user, location } = renderApp('/dashboard/filtered-results', { store });
    await screen.findByRole('heading', { level: 2, name: /^Bed Frames/ });
    const bed = catalog.items.find((f) => f.title === 'Bed Frames 1')!;
    await user.click(screen.getByRole('button', { name: 'Select Bed Frames 1' }));
    await user.click(screen.getByRole('button', { name: 'View Selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selections' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Room' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/visualize'));
    await waitFor(() => expect(sockets.latest.emitsOf('visualize-room')).toHaveLength(1));
    expect(sockets.latest.emitsOf('visualize-room')[0]).toEqual({
      ...FILTER,
      furnitureIds: [bed._id],
      roomPhoto,
      requestId: expect.any(String),
    });
  });
});
