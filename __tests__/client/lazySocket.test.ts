import type { io as ioType } from 'socket.io-client';
import { lazySocketFactory } from '../../src/client/app/lazySocket';
import type { RoomParams } from '../../src/shared/api';
import { FakeSocket } from '../support/client/fakeSocket';

const room = (roomType: string): RoomParams => ({
  roomType,
  preferredColor: 'Oak',
  preferredStyle: 'Modern',
  furnitureIds: ['00000000-0000-4000-8000-000000000001'],
});

function deferredIo() {
  const made: FakeSocket[] = [];
  let resolve!: (io: typeof ioType) => void;
  const loaded = new Promise<typeof ioType>((r) => (resolve = r));
  const io = ((uri: string, options: object) => {
    const socket = new FakeSocket(uri, options);
    made.push(socket);
    return socket;
  }) as unknown as typeof ioType;
  return { made, load: () => loaded, arrive: async () => (resolve(io), await loaded, await Promise.resolve()) };
}

describe('lazySocketFactory', () => {
  it('opens the real socket once the library arrives and replays what came before, in order', async () => {
    const { made, load, arrive } = deferredIo();
    const socket = lazySocketFactory(load)('http://api/chatbot2', { auth: { token: 't' } });
    const heard: unknown[] = [];
    socket.on('message:received', (m: unknown) => heard.push(m));
    socket.emit('visualize-room', room('Dining Room'));
    socket.io.on('reconnect', () => heard.push('reconnect'));
    expect(made).toHaveLength(0);

    await arrive();
    expect(made).toHaveLength(1);
    expect(made[0].uri).toBe('http://api/chatbot2');
    expect(made[0].options).toEqual({ auth: { token: 't' } });
    expect(made[0].emitted).toEqual([{ event: 'visualize-room', args: [room('Dining Room')] }]);
    made[0].server.emit('message:received', { name: 'Room' });
    made[0].io.emit('reconnect');
    expect(heard).toEqual([{ name: 'Room' }, 'reconnect']);

    socket.emit('visualize-room', room('Kids Room'));
    expect(made[0].emitted).toHaveLength(2);
  });

  it('never opens a socket that was closed before the library arrived', async () => {
    const { made, load, arrive } = deferredIo();
    const socket = lazySocketFactory(load)('http://api/chatbot2', {});
    socket.disconnect();
    await arrive();
    expect(made).toHaveLength(0);
  });

  it('closes the real socket once it exists', async () => {
    const { made, load, arrive } = deferredIo();
    const socket = lazySocketFactory(load)('http://api/chatbot2', {});
    await arrive();
    socket.disconnect();
    expect(made[0].disconnected).toBe(true);
  });
});
