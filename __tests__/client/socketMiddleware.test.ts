import type { RoomParams } from '../../src/shared/api';
import { SOCKET_OPTIONS } from '../../src/shared/constants';
import { createSocketMiddleware } from '../../src/client/app/socketMiddleware';
import { makeStore } from '../../src/client/app/store';
import { emailVerified, signedIn, signedOut, tokenRenewed } from '../../src/client/app/authSlice';
import { roomRequested, selectVisualizeStatus } from '../../src/client/features/visualize/visualizeSlice';
import { ADA, tokenFor } from '../support/client/backend';
import { fakeSockets, type FakeSocket } from '../support/client/fakeSocket';
import { storeWithFakeSocket } from '../support/client/socketStore';
import { signIn } from '../support/client/render';
import { expiredToken } from '../support/client/tokens';

const params: RoomParams = {
  roomType: 'Living Room - Small',
  preferredColor: 'Oak',
  preferredStyle: 'Modern',
  furnitureIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
};
const message = {
  generatedImage: 'http://localhost/media/generated/a.png',
  itemTable: { items: [], total: { amount: 0, currency: 'USD' } },
  fetchUrl: 'http://localhost/user/project/p1/items',
  name: 'Modern Living Room',
  projectId: 'p1',
};

let info: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('socket middleware: the connection', () => {
  it('connects to /chatbot2 with the stored token and the settings of SPEC.md §9', async () => {
    const token = tokenFor(ADA.id);
    signIn(token);
    const { sockets } = await storeWithFakeSocket();
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.latest.uri).toBe('http://localhost/chatbot2');
    expect(sockets.latest.options).toEqual({
      auth: { token },
      timeout: 20000,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      transports: ['websocket', 'polling'],
    });
    expect(sockets.latest.options.transports).toEqual([...SOCKET_OPTIONS.transports]);
  });

  it('after registering, connects only once the e-mail code is accepted (the server refuses it before)', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    store.dispatch(signedIn({ token: tokenFor(ADA.id), firstname: 'ada', verified: false }));
    expect(sockets.sockets).toHaveLength(0);
    store.dispatch(emailVerified());
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.latest.options.auth).toEqual({ token: tokenFor(ADA.id) });
  });

  it('opens no connection without a usable token', async () => {
    localStorage.setItem('authToken', expiredToken());
    const { sockets } = await storeWithFakeSocket();
    expect(sockets.sockets).toHaveLength(0);
  });

  it('connects after sign-in and again with the new token after another sign-in or a renewed token', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    expect(sockets.sockets).toHaveLength(0);
    const first = tokenFor(ADA.id);
    store.dispatch(signedIn({ token: first, firstname: 'ada' }));
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.latest.options.auth).toEqual({ token: first });

    const second = `${tokenFor(ADA.id)}x`;
    store.dispatch(signedIn({ token: second, firstname: 'ada' }));
    expect(sockets.sockets).toHaveLength(2);
    expect(sockets.sockets[0].disconnected).toBe(true);
    expect(sockets.latest.options.auth).toEqual({ token: second });

    const third = `${second}y`;
    store.dispatch(tokenRenewed(third));
    expect(sockets.sockets).toHaveLength(3);
    expect(sockets.sockets[1].disconnected).toBe(true);
    expect(sockets.latest.options.auth).toEqual({ token: third });
  });

  it('keeps one connection while the token stays the same', async () => {
    signIn(tokenFor(ADA.id));
    const { store, sockets } = await storeWithFakeSocket();
    store.dispatch({ type: 'something/else' });
    store.dispatch(roomRequested(params));
    expect(sockets.sockets).toHaveLength(1);
    expect(sockets.latest.disconnected).toBe(false);
  });

  it('closes on sign-out, and events of the closed socket are ignored', async () => {
    signIn(tokenFor(ADA.id));
    const { store, sockets } = await storeWithFakeSocket();
    const socket = sockets.latest;
    store.dispatch(signedOut());
    expect(socket.disconnected).toBe(true);
    expect(sockets.sockets).toHaveLength(1);
    socket.fire('message:received', { message });
    expect(store.getState().visualize.generatedImage).toBeNull();
  });

  it('logs connect errors, disconnects and reconnects', async () => {
    signIn(tokenFor(ADA.id));
    const { sockets } = await storeWithFakeSocket();
    sockets.latest.fire(
      'connect_error',
      Object.assign(new Error('Token has expired'), { data: { success: false, code: 'token-expired' } }),
    );
    expect(error).toHaveBeenCalledWith('Socket connect error:', 'Token has expired');
    sockets.latest.fire('disconnect', 'transport close');
    expect(info).toHaveBeenCalledWith('Socket disconnected:', 'transport close');
    sockets.latest.io.emit('reconnect_attempt', 1);
    sockets.latest.io.emit('reconnect', 2);
    expect(info).toHaveBeenCalledWith('Socket reconnecting (attempt 1)');
    expect(info).toHaveBeenCalledWith('Socket reconnected after 2 attempt(s)');
  });
});

describe('socket middleware: generation', () => {
  beforeEach(() => signIn(tokenFor(ADA.id)));

  it('emits visualize-room with the params, a fresh request id and an ack; the ack gives the job id', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    store.dispatch(roomRequested(params));
    store.dispatch(roomRequested({ ...params, requestId: 'old' }));
    const [first, second] = sockets.latest.emitsOf('visualize-room') as (RoomParams & { requestId: string })[];
    expect(first).toEqual({ ...params, requestId: expect.any(String) });
    expect(second.requestId).not.toBe('old');
    expect(second.requestId).not.toBe(first.requestId);
    expect(store.getState().visualize).toMatchObject({
      status: 'loading',
      roomParams: { ...params, requestId: 'old' },
      jobId: 'job-1',
    });
  });

  it('a failed ack puts the error into the visualize slice', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    sockets.latest.ackWith = {
      success: false,
      code: 'rate-limited',
      message: 'You already have 2 rooms generating. Please wait for one to finish.',
    };
    store.dispatch(roomRequested(params));
    expect(store.getState().visualize).toMatchObject({
      status: 'error',
      error: 'Error received from socket: You already have 2 rooms generating. Please wait for one to finish.',
    });
  });

  it('without a connection the request fails at once', async () => {
    localStorage.clear();
    const { store } = await storeWithFakeSocket();
    store.dispatch(roomRequested(params));
    expect(store.getState().visualize.status).toBe('error');
    expect(store.getState().visualize.error).toMatch(/^Error received from socket: /);
  });

  it('dispatches progress, the message and errors as plain serializable actions', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState().visualize));
    store.dispatch(roomRequested(params));
    sockets.latest.fire('generation:progress', { jobId: 'job-1', stage: 'rendering', percent: 30 });
    expect(store.getState().visualize.progress).toEqual({ stage: 'rendering', percent: 30 });
    // Another tab's job of the same user does not move this bar.
    sockets.latest.fire('generation:progress', { jobId: 'job-other', stage: 'saving', percent: 85 });
    expect(store.getState().visualize.progress).toEqual({ stage: 'rendering', percent: 30 });

    sockets.latest.fire('message:received', { message });
    expect(store.getState().visualize).toMatchObject({
      status: 'done',
      generatedImage: message.generatedImage,
      itemTable: message.itemTable,
      fetchUrl: message.fetchUrl,
      roomName: message.name,
      progress: null,
    });
    expect(selectVisualizeStatus(store.getState())).toBe('done');
    expect(JSON.parse(JSON.stringify(store.getState().visualize))).toEqual(store.getState().visualize);

    sockets.latest.fire('error', { message: 'Room generation failed. Please try again.', code: 'internal' });
    expect(store.getState().visualize).toMatchObject({
      status: 'error',
      error: 'Error received from socket: Room generation failed. Please try again.',
    });
  });

  it.each([
    [
      'a message without an image',
      { message: { ...message, generatedImage: '' } },
      'Generated image not found in response.',
    ],
    ['no message', {}, 'Response does not contain the expected data.'],
    ['nothing', null, 'Response does not contain the expected data.'],
  ])('message:received with %s sets its error', async (_case, payload, text) => {
    const { store, sockets } = await storeWithFakeSocket();
    store.dispatch(roomRequested(params));
    sockets.latest.fireOffContract('message:received', payload);
    expect(store.getState().visualize).toMatchObject({ status: 'error', error: text });
  });

  it('checks server payloads against the contract: a malformed one is logged and never reaches the store', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    store.dispatch(roomRequested(params));
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState().visualize));

    sockets.latest.fireOffContract('generation:progress', { jobId: 'job-1', stage: 'rendering', percentage: 30 });
    expect(seen).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      "Socket: dropped a malformed 'generation:progress' payload:",
      expect.stringContaining('percent'),
    );

    // A result with a field renamed ends the wait without its content entering the store.
    const { fetchUrl, ...renamed } = message;
    sockets.latest.fireOffContract('message:received', { message: { ...renamed, itemsUrl: fetchUrl } });
    expect(store.getState().visualize).toMatchObject({
      status: 'error',
      error: 'Response does not contain the expected data.',
      generatedImage: null,
      fetchUrl: null,
    });
  });

  it('events heard before the payload checks have loaded wait for them, in order', async () => {
    await jest.isolateModulesAsync(async () => {
      // A fresh copy of the middleware, whose checks are not loaded yet (storeWithFakeSocket loads them).
      const { createSocketMiddleware: fresh } = await import('../../src/client/app/socketMiddleware');
      const { loadPayloadChecks } = await import('../../src/client/app/loadSocketPayloads');
      const sockets = fakeSockets();
      const dispatched: { type: string }[] = [];
      const state = { auth: { token: tokenFor(ADA.id) }, visualize: { status: 'loading' } };
      fresh(sockets.factory)({ getState: () => state, dispatch: (action) => (dispatched.push(action), action) });

      sockets.latest.fire('generation:progress', { jobId: 'job-1', stage: 'rendering', percent: 30 });
      sockets.latest.fire('message:received', { message });
      expect(dispatched).toEqual([]);

      await loadPayloadChecks();
      expect(dispatched.map((a) => a.type)).toEqual(['visualize/progressReceived', 'visualize/messageReceived']);
    });
  });

  it('after a reconnect a request still waiting is sent again with the same request id', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    const socket = sockets.latest;
    socket.fire('connect');
    store.dispatch(roomRequested(params));
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    const [first, again] = socket.emitsOf('visualize-room') as { requestId: string }[];
    expect(again).toEqual(first);

    socket.fire('message:received', { message });
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(socket.emitsOf('visualize-room')).toHaveLength(2);
  });

  it('a failed request is not sent again after a reconnect', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    const socket = sockets.latest;
    socket.fire('connect');
    socket.ackWith = {
      success: false,
      code: 'validation',
      message: 'roomParams.furnitureIds needs at least one piece of furniture',
    };
    socket.sendsOffContract = true;
    store.dispatch(roomRequested({ ...params, furnitureIds: [] }));
    socket.fire('connect');
    expect(socket.emitsOf('visualize-room')).toHaveLength(1);
  });

  it('connects again after the server closed the connection (socket.io does not do that by itself)', async () => {
    jest.useFakeTimers();
    try {
      const { sockets } = await storeWithFakeSocket();
      sockets.latest.fire('disconnect', 'io server disconnect');
      expect(sockets.latest.connectCalls).toBe(0);
      jest.advanceTimersByTime(1500);
      expect(sockets.latest.connectCalls).toBe(1);
      sockets.latest.fire('disconnect', 'transport close');
      jest.advanceTimersByTime(5000);
      expect(sockets.latest.connectCalls).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a socket whose handshake was refused (token of a then unverified account) connects again for the next request', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    const socket = sockets.latest as FakeSocket & { active?: boolean };
    socket.active = false;
    store.dispatch(roomRequested(params));
    expect(socket.connectCalls).toBe(1);
    expect(socket.emitsOf('visualize-room')).toHaveLength(1);
    socket.active = true;
    store.dispatch(roomRequested(params));
    expect(socket.connectCalls).toBe(1);
  });

  it('an error event of another job is ignored', async () => {
    const { store, sockets } = await storeWithFakeSocket();
    store.dispatch(roomRequested(params));
    sockets.latest.fire('error', {
      message: 'Room generation failed. Please try again.',
      code: 'internal',
      jobId: 'job-other',
    });
    expect(store.getState().visualize.status).toBe('loading');
  });
});

describe('socket middleware: order', () => {
  it('calls next synchronously before it touches the socket', () => {
    signIn(tokenFor(ADA.id));
    const sockets = fakeSockets();
    const state = { auth: { token: tokenFor(ADA.id) } };
    const calls: string[] = [];
    const middleware = createSocketMiddleware((uri, options) => {
      const socket = sockets.factory(uri, options);
      const emit = socket.emit.bind(socket);
      socket.emit = (event, ...args) => {
        calls.push(`emit ${event}`);
        return emit(event, ...args);
      };
      return socket;
    });
    const dispatch = jest.fn();
    const next = jest.fn((action: unknown) => {
      calls.push('next');
      return action;
    });
    const action = roomRequested(params);
    const result = middleware({ getState: () => state, dispatch })(next)(action);
    expect(result).toBe(action);
    expect(next).toHaveBeenCalledWith(action);
    expect(calls).toEqual(['next', 'emit visualize-room']);
  });

  it('the store made by makeStore without a factory has the middleware (no token: no socket)', () => {
    const store = makeStore();
    store.dispatch(roomRequested(params));
    expect(store.getState().visualize.status).toBe('error');
  });
});
