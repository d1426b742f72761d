// jsdom would open real connections (and MSW would fail their upgrade requests) in every test
// that renders a signed-in screen; tests that look at the socket pass their own fake factory.
jest.mock('socket.io-client', () => {
  const { FakeSocket } = jest.requireActual<typeof import('./fakeSocket')>('./fakeSocket');
  return { io: (uri: string, options: object) => new FakeSocket(uri, options) };
});

export {};
