// Generated rooms are shown from their WebP copies (srcset), lazily in the History; Download keeps the original.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADA, tokenFor, url } from '../support/client/backend';
import { renderApp, signIn } from '../support/client/render';
import { furniture, itemTableOf, project, projectDb, useProjectHandlers } from '../support/client/projects';
import { server } from '../support/client/server';
import { storeWithFakeSocket } from '../support/client/socketStore';

const copies = (original: string) =>
  `${original}.w384.webp 384w, ${original}.w768.webp 768w, ${original}.w1024.webp 1024w, ${original}.w1536.webp 1536w`;

async function open(path: string) {
  const { store } = await storeWithFakeSocket();
  return renderApp(path, { store });
}

beforeEach(() => {
  signIn(tokenFor(ADA.id));
  useProjectHandlers();
});

describe('room images in the size the screen needs', () => {
  it('History: each thumbnail offers the WebP copies for its 180 px (or a phone’s width), loaded lazily', async () => {
    projectDb.projects = Array.from({ length: 3 }, (_, i) => project(3 - i));
    await open('/dashboard/history');
    const list = await screen.findByRole('list', { name: 'Generated rooms' });
    const images = await within(list).findAllByRole('img', { name: /^Generated image of / });
    expect(images).toHaveLength(3);
    images.forEach((img, i) => {
      const original = projectDb.projects[i].generatedImage;
      expect(img).toHaveAttribute('src', original);
      expect(img).toHaveAttribute('srcset', copies(original));
      expect(img).toHaveAttribute('sizes', '(min-width: 600px) 180px, calc(100vw - 66px)');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1536', '1024']);
    });
  });

  it('an image URL that is not a generated room is shown as it is, without copies', async () => {
    projectDb.projects = [{ ...project(1), generatedImage: 'https://cdn.example.com/rooms/1.png?sig=abc' }];
    await open('/dashboard/history');
    const img = await screen.findByRole('img', { name: `Generated image of ${projectDb.projects[0].name}` });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/rooms/1.png?sig=abc');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('View: the large image is loaded at once from its copies, and Download Image fetches the original', async () => {
    const saved = project(7, [furniture(1, { title: 'Oslo Sofa' })]);
    projectDb.projects = [saved];
    const fetched: string[] = [];
    server.use(
      http.get(url('/media/*'), ({ request }) => {
        fetched.push(request.url);
        return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
      }),
    );
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/room');
    const revokeObjectURL = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = await open(`/dashboard/view/${saved._id}`);
      const img = await screen.findByRole('img', { name: saved.name });
      expect(img).toHaveAttribute('src', saved.generatedImage);
      expect(img).toHaveAttribute('srcset', copies(saved.generatedImage));
      expect(img.getAttribute('sizes')).toMatch(/^\(min-width: 900px\) calc\(100vw - \d+px\),/);
      expect(img).toHaveAttribute('loading', 'eager');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1536', '1024']);

      await user.click(screen.getByRole('button', { name: 'Download Image' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      expect(fetched).toEqual([saved.generatedImage]);
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    }
  });

  it('Visualize: the stored result is loaded at once from its copies', async () => {
    const pieces = [furniture(1, { title: 'Oslo Sofa' })];
    const saved = project(1, pieces);
    projectDb.projects = [saved];
    localStorage.setItem('selectedFurnitures', JSON.stringify(pieces));
    localStorage.setItem('selectedFurnitureIds', JSON.stringify(pieces.map((p) => p._id)));
    localStorage.setItem(
      'roomParams',
      JSON.stringify({
        roomType: saved.roomType,
        preferredColor: saved.preferredColor,
        preferredStyle: saved.preferredStyle,
        furnitureIds: saved.furnitureIds,
      }),
    );
    localStorage.setItem('generatedImage', saved.generatedImage);
    localStorage.setItem('itemTable', JSON.stringify(itemTableOf(pieces)));
    localStorage.setItem('roomName', saved.name);
    localStorage.setItem('fetchUrl', url(`/user/project/${saved._id}/items`));

    await open('/dashboard/visualize');
    const img = await screen.findByRole('img', { name: saved.name });
    expect(img).toHaveAttribute('src', saved.generatedImage);
    expect(img).toHaveAttribute('srcset', copies(saved.generatedImage));
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'async');
  });
});
