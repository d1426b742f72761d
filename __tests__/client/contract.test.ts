import { HttpResponse } from 'msw';
import { loginBodySchema, authResponseSchema } from '../../src/shared/schemas/auth';
import { filterResponseSchema } from '../../src/shared/schemas/catalog';
import { ADA, tokenFor, url } from '../support/client/backend';
import { contractHandler, takeContractViolations } from '../support/client/contract';
import { FakeSocket } from '../support/client/fakeSocket';
import { server } from '../support/client/server';

const options = { uniqueCategories: ['Sofas'], colors: ['Oak'], roomTypes: [] };
const get = (path: string) => fetch(url(path), { headers: { Authorization: `Bearer ${tokenFor(ADA.id)}` } });

// Each test takes the violations it provokes, so setup.ts does not fail it for them.
describe('the mock backend is held to the contract', () => {
  it('answers as the shared schemas say: no violation', async () => {
    const response = await get('/user/filter');
    expect(response.status).toBe(200);
    expect(takeContractViolations()).toEqual([]);
  });

  it('a mock answering a renamed field fails', async () => {
    server.use(
      contractHandler('get', '/user/filter', { response: filterResponseSchema }, () =>
        HttpResponse.json({ success: true, data: { styles: ['Modern'], ...options } }),
      ),
    );
    const response = await get('/user/filter');
    expect(response.status).toBe(500);
    const [violation, ...more] = takeContractViolations();
    expect(more).toEqual([]);
    expect(violation).toMatch(/^GET \/user\/filter answer \(200\) breaks the contract/);
    expect(violation).toContain('styles');
    expect(violation).toContain('uniqueStyles');
  });

  it('a failure answer must be the failure envelope', async () => {
    server.use(
      contractHandler('get', '/user/filter', { response: filterResponseSchema }, () =>
        HttpResponse.json({ success: false, error: 'Catalog is resting' }, { status: 503 }),
      ),
    );
    expect((await get('/user/filter')).status).toBe(500);
    expect(takeContractViolations()).toEqual([expect.stringMatching(/^GET \/user\/filter answer \(503\) breaks/)]);
  });

  it('a request with a renamed field fails before the mock answers it', async () => {
    const resolver = jest.fn(() => HttpResponse.json({ success: false, message: 'no', code: 'invalid-credentials' }));
    server.use(
      contractHandler('post', '/auth/login', { body: loginBodySchema, response: authResponseSchema }, resolver),
    );
    const response = await fetch(url('/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADA.email, pass: ADA.password }),
    });
    expect(response.status).toBe(500);
    expect(resolver).not.toHaveBeenCalled();
    const [violation, ...more] = takeContractViolations();
    expect(more).toEqual([]);
    expect(violation).toMatch(/^POST \/auth\/login request body breaks the contract/);
    expect(violation).toContain('"pass"');
    expect(violation).toContain('password');
  });
});

describe('the fake socket is held to the contract', () => {
  const socket = () => new FakeSocket('http://localhost/chatbot2', {});

  it('a server event a test fires with a renamed field throws', () => {
    expect(() =>
      socket().fire('generation:progress', { jobId: 'job-1', stage: 'rendering', percent: 30 }),
    ).not.toThrow();
    const drifted = { jobId: 'job-1', stage: 'rendering', percentage: 30 } as unknown as {
      jobId: string;
      stage: string;
      percent: number;
    };
    expect(() => socket().fire('generation:progress', drifted)).toThrow(/'generation:progress' fired at the app/);
    expect(takeContractViolations()).toHaveLength(1);
  });

  it('roomParams the app emits with a renamed field throw', () => {
    const params = {
      roomType: 'Dining Room',
      preferredColor: 'Oak',
      style: 'Modern',
      furnitureIds: ['00000000-0000-4000-8000-000000000001'],
    } as unknown as Parameters<FakeSocket['emit']>[1];
    expect(() => socket().emit('visualize-room', params)).toThrow(/'visualize-room' roomParams the app sent/);
    expect(takeContractViolations()).toHaveLength(1);
  });
});
