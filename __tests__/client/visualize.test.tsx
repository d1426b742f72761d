import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import axe from 'axe-core';
import type { RoomParams, VisualizationMessage } from '../../src/shared/api';
import { roomGenerated, roomRequested } from '../../src/client/features/visualize/visualizeSlice';
import { ADA, tokenFor, url } from '../support/client/backend';
import { renderApp, signIn, storageWritten } from '../support/client/render';
import { furniture, itemTableOf, project, projectDb, useProjectHandlers } from '../support/client/projects';
import { server } from '../support/client/server';
import { storeWithFakeSocket } from '../support/client/socketStore';

const pieces = [furniture(1, { title: 'Oslo Sofa' }), furniture(2, { title: 'Birch Coffee Table', imageUrl: [] })];
const saved = project(1, pieces);
const params: RoomParams = {
  roomType: 'Living Room - Small',
  preferredColor: 'Oak',
  preferredStyle: 'Modern',
  furnitureIds: pieces.map((p) => p._id),
};
const message: VisualizationMessage = {
  generatedImage: saved.generatedImage,
  // The fetchUrl's table is the fresher one; the message's is what the server knew at render time.
  itemTable: { items: [], total: { amount: 0, currency: 'USD' } },
  fetchUrl: url(`/user/project/${saved._id}/items`),
  name: saved.name,
  projectId: saved._id,
};

function storeResult() {
  localStorage.setItem('roomParams', JSON.stringify(params));
  localStorage.setItem('generatedImage', message.generatedImage);
  localStorage.setItem('itemTable', JSON.stringify(itemTableOf(pieces)));
  localStorage.setItem('roomName', message.name);
  localStorage.setItem('fetchUrl', message.fetchUrl);
}

async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openVisualize() {
  const { store, sockets } = await storeWithFakeSocket();
  const app = renderApp('/dashboard/visualize', { store });
  return { ...app, sockets, socket: sockets.latest };
}

beforeEach(() => {
  signIn(tokenFor(ADA.id));
  localStorage.setItem('selectedFurnitures', JSON.stringify(pieces));
  localStorage.setItem('selectedFurnitureIds', JSON.stringify(pieces.map((p) => p._id)));
  useProjectHandlers();
  projectDb.projects = [saved];
});

describe('Visualize: generating', () => {
  it('shows the waiting text and a progress bar that follows generation:progress', async () => {
    const { store, socket } = await openVisualize();
    act(() => {
      store.dispatch(roomRequested(params));
    });
    expect(await screen.findByText('Generating room visualization, please wait...')).toBeInTheDocument();
    expect(socket.emitsOf('visualize-room')).toEqual([{ ...params, requestId: expect.any(String) }]);
    const bar = screen.getByRole('progressbar', { name: 'Generation progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    act(() => socket.fire('generation:progress', { jobId: 'job-1', stage: 'rendering', percent: 30 }));
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    act(() => socket.fire('generation:progress', { jobId: 'job-1', stage: 'saving', percent: 85 }));
    expect(bar).toHaveAttribute('aria-valuenow', '85');
    expect(screen.getByText('85%')).toBeInTheDocument();
  });

  it('starts loading when only part of the result is stored', async () => {
    storeResult();
    localStorage.removeItem('fetchUrl');
    const { socket } = await openVisualize();
    expect(await screen.findByText('Generating room visualization, please wait...')).toBeInTheDocument();
    expect(socket.emitted).toEqual([]);
  });

  it('message:received shows the name, the image and the pieces, loads the item table from fetchUrl and caches it', async () => {
    const { store, socket } = await openVisualize();
    act(() => {
      store.dispatch(roomRequested(params));
    });
    await screen.findByText('Generating room visualization, please wait...');
    act(() => socket.fire('message:received', { message }));

    expect(await screen.findByRole('heading', { level: 1, name: saved.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: saved.name })).toHaveAttribute('src', saved.generatedImage);
    const selected = screen.getByRole('list', { name: 'Selected furniture' });
    expect(within(selected).getByRole('img', { name: 'Oslo Sofa' })).toHaveAttribute('src', pieces[0].imageUrl[0]);
    expect(within(selected).getByRole('img', { name: 'Birch Coffee Table' })).toHaveAttribute(
      'src',
      '/images/furniture-placeholder.svg',
    );
    expect(within(selected).getByRole('link', { name: '+ Add' })).toHaveAttribute('href', '/dashboard');

    const table = await screen.findByRole('table', { name: 'Items in this room' });
    expect(within(table).getByRole('rowheader', { name: 'Oslo Sofa' })).toBeInTheDocument();
    expect(within(table).getByText('$100.99')).toBeInTheDocument();
    expect(within(table).getByText('$200.99')).toBeInTheDocument();
    expect(within(table).getByText('$301.98')).toBeInTheDocument();
    expect(projectDb.requests).toContain(`items ${saved._id}`);

    await storageWritten();
    expect(localStorage.getItem('generatedImage')).toBe(message.generatedImage);
    expect(localStorage.getItem('roomName')).toBe(message.name);
    expect(localStorage.getItem('fetchUrl')).toBe(message.fetchUrl);
    // the result's project id goes with the params, so a Regenerate joins its series
    expect(JSON.parse(localStorage.getItem('roomParams')!)).toEqual({ ...params, regenerates: saved._id });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('itemTable')!)).toEqual(itemTableOf(pieces)));
  });

  it('a fetchUrl naming another host is asked of the API origin, so the token stays there', async () => {
    const { store, socket } = await openVisualize();
    act(() => {
      store.dispatch(roomRequested(params));
    });
    act(() =>
      socket.fire('message:received', {
        message: { ...message, fetchUrl: `http://internal.example:3000/user/project/${saved._id}/items` },
      }),
    );
    expect(await screen.findByText('$301.98')).toBeInTheDocument();
    expect(projectDb.requests).toContain(`items ${saved._id}`);
  });

  it.each([
    [
      'a message without an image',
      { message: { ...message, generatedImage: '' } },
      'Error: Generated image not found in response.',
    ],
    ['a response without a message', { ok: true }, 'Error: Response does not contain the expected data.'],
  ])('%s shows its error', async (_case, payload, text) => {
    const { store, socket } = await openVisualize();
    act(() => {
      store.dispatch(roomRequested(params));
    });
    await screen.findByText('Generating room visualization, please wait...');
    act(() => socket.fireOffContract('message:received', payload));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Generating room visualization, please wait...')).not.toBeInTheDocument();
  });

  it("a socket error event shows 'Error received from socket: ...', and Regenerate tries again", async () => {
    const { store, socket, user } = await openVisualize();
    act(() => {
      store.dispatch(roomRequested(params));
    });
    await screen.findByText('Generating room visualization, please wait...');
    act(() =>
      socket.fire('error', { message: 'Room generation failed. Please try again.', code: 'internal', jobId: 'job-1' }),
    );
    expect(
      await screen.findByText('Error: Error received from socket: Room generation failed. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate Image' }));
    expect(await screen.findByText('Generating room visualization, please wait...')).toBeInTheDocument();
    expect(socket.emitsOf('visualize-room')).toHaveLength(2);
  });

  it('a refused request (failed ack) shows the server message', async () => {
    const { store, socket } = await openVisualize();
    socket.ackWith = {
      success: false,
      code: 'rate-limited',
      message: 'You have generated 30 rooms in the last hour. Please try again later.',
    };
    act(() => {
      store.dispatch(roomRequested(params));
    });
    expect(
      await screen.findByText(
        'Error: Error received from socket: You have generated 30 rooms in the last hour. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('says the connection is lost while the socket is away, and stops saying it once it is back', async () => {
    const { store, socket } = await openVisualize();
    act(() => {
      store.dispatch(roomRequested(params));
    });
    await screen.findByText('Generating room visualization, please wait...');
    act(() => socket.fireOffContract('disconnect', 'transport close'));
    const lost = await screen.findByText('Connection lost. Reconnecting...');
    expect(lost.closest('[role="status"]')).not.toBeNull();
    act(() => socket.fireOffContract('connect', undefined));
    await waitFor(() => expect(screen.queryByText('Connection lost. Reconnecting...')).not.toBeInTheDocument());
    expect(screen.getByText('Generating room visualization, please wait...')).toBeInTheDocument();
  });
});

describe('Visualize: nothing generated', () => {
  it("shows 'No room yet' and a way to the filter screen, never the endless waiting text", async () => {
    const { socket, user, location } = await openVisualize();
    expect(await screen.findByRole('heading', { level: 2, name: 'No room yet' })).toBeInTheDocument();
    expect(screen.queryByText('Generating room visualization, please wait...')).not.toBeInTheDocument();
    expect(socket.emitted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Choose a room' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('a Regenerate after a result sends the project it regenerates', async () => {
    const { store, socket, user } = await openVisualize();
    act(() => {
      store.dispatch(roomRequested(params));
    });
    await screen.findByText('Generating room visualization, please wait...');
    act(() => socket.fire('message:received', { message }));
    await user.click(await screen.findByRole('button', { name: 'Regenerate Image' }));
    expect(await screen.findByText('Generating room visualization, please wait...')).toBeInTheDocument();
    expect(socket.emitsOf('visualize-room')).toEqual([
      { ...params, requestId: expect.any(String) },
      { ...params, regenerates: saved._id, requestId: expect.any(String) },
    ]);
  });
});

describe('Visualize: a stored result', () => {
  beforeEach(storeResult);

  it('shows at once without emitting, with the stored item table', async () => {
    const { socket } = await openVisualize();
    expect(await screen.findByRole('heading', { level: 1, name: saved.name })).toBeInTheDocument();
    expect(screen.queryByText('Generating room visualization, please wait...')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: saved.name })).toHaveAttribute('src', saved.generatedImage);
    expect(within(screen.getByRole('table', { name: 'Items in this room' })).getByText('$301.98')).toBeInTheDocument();
    expect(socket.emitted).toEqual([]);
  });

  it('Regenerate Image re-emits visualize-room with the stored params and returns to loading', async () => {
    const { socket, user, store } = await openVisualize();
    await user.click(await screen.findByRole('button', { name: 'Regenerate Image' }));
    expect(await screen.findByText('Generating room visualization, please wait...')).toBeInTheDocument();
    expect(socket.emitsOf('visualize-room')).toEqual([{ ...params, requestId: expect.any(String) }]);
    expect(store.getState().visualize.generatedImage).toBeNull();
    await storageWritten();
    expect(localStorage.getItem('generatedImage')).toBeNull();
    act(() => socket.fire('message:received', { message: { ...message, name: 'Second Take' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Second Take' })).toBeInTheDocument();
  });

  it('Download Image saves room-visualization.png from an object URL', async () => {
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/room');
    const revokeObjectURL = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    try {
      const { user } = await openVisualize();
      await user.click(await screen.findByRole('button', { name: 'Download Image' }));
      await waitFor(() =>
        expect(clicked).toEqual([{ download: 'room-visualization.png', href: 'blob:http://localhost/room' }]),
      );
      expect(createObjectURL).toHaveBeenCalledTimes(1);
      const blob = createObjectURL.mock.calls[0][0] as Blob;
      expect(blob.size).toBe(8);
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/room'), {
        timeout: 2000,
      });
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    }
  });

  it('Download Image of a room drawn into a photo (a JPEG) saves room-visualization.jpg', async () => {
    server.use(
      http.get(
        url('/media/*'),
        () =>
          new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
            headers: { 'content-type': 'image/jpeg' },
          }),
      ),
    );
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/room');
    const revokeObjectURL = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      const { user } = await openVisualize();
      await user.click(await screen.findByRole('button', { name: 'Download Image' }));
      await waitFor(() => expect(names).toEqual(['room-visualization.jpg']));
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    }
  });

  it("'Filter Page' goes to /dashboard", async () => {
    const { user, location } = await openVisualize();
    await user.click(await screen.findByRole('button', { name: 'Filter Page' }));
    expect(location().pathname).toBe('/dashboard');
  });

  it("without a name or an image it says 'Room Visualization' and 'Image is not available.'", async () => {
    const { store } = await openVisualize();
    await screen.findByRole('heading', { level: 1, name: saved.name });
    act(() => {
      store.dispatch(roomGenerated({ ...message, generatedImage: '', name: '' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Room Visualization' })).toBeInTheDocument();
    expect(screen.getByText('Image is not available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Image' })).toBeDisabled();
  });
});

describe('Visualize: accessibility (axe)', () => {
  it('the generating and the result states have no violations', async () => {
    const { container, store, socket } = await openVisualize();
    act(() => {
      store.dispatch(roomRequested(params));
    });
    await screen.findByText('Generating room visualization, please wait...');
    act(() => socket.fire('generation:progress', { jobId: 'job-1', stage: 'rendering', percent: 30 }));
    expect(await violations(container)).toEqual([]);
    act(() => socket.fire('message:received', { message }));
    await screen.findByRole('table', { name: 'Items in this room' });
    await screen.findByText('$301.98');
    expect(await violations(container)).toEqual([]);
    act(() => socket.fire('error', { message: 'Room generation failed. Please try again.', code: 'internal' }));
    await screen.findByText(/^Error: /);
    expect(await violations(container)).toEqual([]);
  });
});
