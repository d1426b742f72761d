import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Layout, RoomPhotoParams, VisualizationMessage } from '../../src/shared/api';
import { ADA, tokenFor, url } from '../support/client/backend';
import { renderApp, signIn } from '../support/client/render';
import { furniture, project, projectDb, useProjectHandlers } from '../support/client/projects';
import { storeWithFakeSocket } from '../support/client/socketStore';

const sofa = furniture(1, {
  title: 'Oslo Sofa',
  category: 'Sofas',
  dimensions: { widthCm: 200, depthCm: 90, heightCm: 80 },
});
const table = furniture(2, { title: 'Birch Coffee Table' });
const layout: Layout = {
  room: { widthCm: 480, depthCm: 420 },
  placements: [
    { furnitureId: sofa._id, xCm: 240, yCm: 120, angleDeg: 0 },
    { furnitureId: table._id, xCm: 240, yCm: 300, angleDeg: 0 },
  ],
};
const saved = { ...project(7, [sofa, table]), layout };

const piece = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
const at = (x: number, y: number, angle = 0) =>
  `${x} cm from the left wall, ${y} cm from the back wall, turned ${angle}°`;

async function openView() {
  const { store, sockets } = await storeWithFakeSocket();
  const app = renderApp(`/dashboard/view/${saved._id}`, { store });
  // The first test of the file loads the lazy screens on a busy machine.
  await screen.findByRole('group', { name: 'Floor plan, 480 by 420 cm' }, { timeout: 15_000 });
  return { ...app, store, socket: sockets.latest };
}

beforeEach(() => {
  signIn(tokenFor(ADA.id));
  useProjectHandlers();
  projectDb.projects = [saved];
});

describe('Floor-plan editor', () => {
  it("shows the project's plan to scale with the window, the door and each piece, with no a11y violations", async () => {
    const { container } = await openView();
    const plan = screen.getByRole('group', { name: 'Floor plan, 480 by 420 cm' });
    expect(plan).toHaveAttribute('viewBox', '-40 -40 560 500');
    expect(within(plan).getByText('Window')).toBeInTheDocument();
    expect(within(plan).getByText('Door')).toBeInTheDocument();
    expect(piece('Oslo Sofa')).toHaveAccessibleName(`Oslo Sofa, ${at(240, 120)}`);
    expect(piece('Birch Coffee Table')).toHaveAccessibleName(`Birch Coffee Table, ${at(240, 300)}`);
    const sofaRect = piece('Oslo Sofa').querySelector('.footprint');
    expect(sofaRect).toHaveAttribute('width', '200');
    expect(sofaRect).toHaveAttribute('height', '90');
    const result = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('arrow keys move the focused piece 10 cm, Shift 50 cm', async () => {
    const { user } = await openView();
    piece('Oslo Sofa').focus();
    await user.keyboard('{ArrowRight}');
    expect(piece('Oslo Sofa')).toHaveAccessibleName(`Oslo Sofa, ${at(250, 120)}`);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(piece('Oslo Sofa')).toHaveAccessibleName(`Oslo Sofa, ${at(250, 170)}`);
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(piece('Oslo Sofa')).toHaveAccessibleName(`Oslo Sofa, ${at(230, 160)}`);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('R turns the piece 90°, Shift+R 45°, and the Rotate buttons turn the selected one', async () => {
    const { user } = await openView();
    piece('Oslo Sofa').focus();
    await user.keyboard('r');
    expect(piece('Oslo Sofa')).toHaveAccessibleName(`Oslo Sofa, ${at(240, 120, 90)}`);
    await user.keyboard('{Shift>}R{/Shift}');
    expect(piece('Oslo Sofa')).toHaveAccessibleName(`Oslo Sofa, ${at(240, 120, 135)}`);
    await user.click(piece('Birch Coffee Table'));
    expect(piece('Birch Coffee Table')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    expect(piece('Birch Coffee Table')).toHaveAccessibleName(`Birch Coffee Table, ${at(240, 300, 90)}`);
  });

  it('a move onto another piece or out of the room is refused with its reason, and the piece stays', async () => {
    const { user } = await openView();
    piece('Birch Coffee Table').focus();
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{/Shift}');
    expect(piece('Birch Coffee Table')).toHaveAccessibleName(`Birch Coffee Table, ${at(240, 200)}`);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('Birch Coffee Table would overlap Oslo Sofa');
    expect(piece('Birch Coffee Table')).toHaveAccessibleName(`Birch Coffee Table, ${at(240, 200)}`);

    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(piece('Birch Coffee Table')).toHaveAccessibleName(`Birch Coffee Table, ${at(90, 200)}`);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('Birch Coffee Table would leave the room');
    expect(piece('Birch Coffee Table')).toHaveAccessibleName(`Birch Coffee Table, ${at(90, 200)}`);

    // Turned near the back wall, the sofa would reach through it: refused too.
    piece('Oslo Sofa').focus();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}r');
    expect(screen.getByRole('status')).toHaveTextContent('Oslo Sofa would leave the room');
    expect(piece('Oslo Sofa')).toHaveAccessibleName(`Oslo Sofa, ${at(240, 70)}`);
  });

  it('Swap with… exchanges the places of two pieces', async () => {
    const { user } = await openView();
    expect(screen.getByRole('button', { name: 'Swap with…' })).toBeDisabled();
    await user.click(piece('Oslo Sofa'));
    await user.click(screen.getByRole('button', { name: 'Swap with…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Birch Coffee Table' }));
    expect(piece('Oslo Sofa')).toHaveAccessibleName(`Oslo Sofa, ${at(240, 300)}`);
    expect(piece('Birch Coffee Table')).toHaveAccessibleName(`Birch Coffee Table, ${at(240, 120)}`);
  });

  it('Render this layout asks visualize-room for the edited plan as a new version, and the new plan shows', async () => {
    const { user, socket } = await openView();
    piece('Birch Coffee Table').focus();
    await user.keyboard('{ArrowRight}r');
    await user.click(screen.getByRole('button', { name: 'Render this layout' }));

    expect(await screen.findByText('Generating room visualization, please wait...')).toBeInTheDocument();
    const edited: Layout = {
      room: layout.room,
      placements: [layout.placements[0], { furnitureId: table._id, xCm: 250, yCm: 300, angleDeg: 90 }],
    };
    expect(socket.emitsOf('visualize-room')).toEqual([
      {
        roomType: saved.roomType,
        preferredColor: saved.preferredColor,
        preferredStyle: saved.preferredStyle,
        furnitureIds: [sofa._id, table._id],
        regenerates: saved._id,
        layout: edited,
        requestId: expect.any(String),
      },
    ]);

    const next = { ...project(8, [sofa, table], 7), layout: edited };
    projectDb.projects = [next, saved];
    const message: VisualizationMessage = {
      generatedImage: next.generatedImage,
      itemTable: { items: [], total: { amount: 0, currency: 'USD' } },
      fetchUrl: url(`/user/project/${next._id}/items`),
      name: next.name,
      projectId: next._id,
    };
    act(() => socket.fire('message:received', { message }));
    expect(await screen.findByRole('img', { name: next.name })).toHaveAttribute('src', next.generatedImage);
    await screen.findByRole('group', { name: 'Floor plan, 480 by 420 cm' });
    expect(await screen.findByRole('button', { name: `Birch Coffee Table, ${at(250, 300, 90)}` })).toBeInTheDocument();
    expect(projectDb.requests).toContain(`project ${next._id}`);
  });

  it("on a room drawn into the user's photo, Render this layout draws into that photo again", async () => {
    const roomPhoto: RoomPhotoParams = {
      id: '11111111-2222-4333-8444-555555555555',
      floor: [
        [400, 700],
        [1200, 700],
        [1500, 1150],
        [100, 1150],
      ],
      referenceCm: 480,
    };
    projectDb.projects = [{ ...saved, roomPhoto }];
    const { user, socket } = await openView();
    piece('Birch Coffee Table').focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Render this layout' }));
    expect(await screen.findByText('Generating room visualization, please wait...')).toBeInTheDocument();
    expect(socket.emitsOf('visualize-room')).toEqual([
      expect.objectContaining({
        roomPhoto,
        regenerates: saved._id,
        layout: { room: layout.room, placements: [layout.placements[0], { ...layout.placements[1], xCm: 250 }] },
      }),
    ]);
  });
});
