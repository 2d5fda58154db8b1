import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { loginEndpoint, logoutEndpoint, registerEndpoint } from '@/api/contract/auth';
import { getMeEndpoint } from '@/api/contract/user';
import { createDemoApi } from '@/mocks/demo-api';
import { createDemoServer } from '@/mocks/node-server';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetSessions());
afterAll(() => server.close());

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('demo platform: authentication', () => {
  it('logs the demo customer in with a fresh opaque token each time', async () => {
    const api = createDemoApi();
    const body = { email: 'demo@agora.gr', password: 'demo1234' };
    const first = await api.client.call(loginEndpoint, { body });
    const second = await api.client.call(loginEndpoint, { body });
    expect(first.firstName).toBe('Ελένη');
    expect(first.addresses.filter((a) => a.isMainAddress)).toHaveLength(1);
    expect(first.token).toMatch(/^tok_[0-9a-f]{48}$/);
    expect(second.token).not.toBe(first.token);
  });

  it('rejects a wrong password with a translated userMessage', async () => {
    const api = createDemoApi({ locale: 'en' });
    const error = await failure(
      api.client.call(loginEndpoint, { body: { email: 'demo@agora.gr', password: 'nope' } }),
    );
    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.userMessage).toBe('Wrong e-mail or password.');
  });

  it('answers 401 without a token and the profile with one', async () => {
    const api = createDemoApi();
    expect((await failure(api.client.call(getMeEndpoint))).status).toBe(401);
    const user = await api.client.call(loginEndpoint, {
      body: { email: 'demo@agora.gr', password: 'demo1234' },
    });
    api.token = user.token;
    expect((await api.client.call(getMeEndpoint)).email).toBe('demo@agora.gr');
    await api.client.call(logoutEndpoint);
    expect((await failure(api.client.call(getMeEndpoint))).status).toBe(401);
  });

  it('registers a new e-mail and rejects an existing one', async () => {
    const api = createDemoApi();
    const created = await api.client.call(registerEndpoint, {
      body: { firstName: 'Νίκος', email: 'nikos@example.gr', password: 'kalimera123' },
    });
    expect(created.token).toBeTruthy();
    const error = await failure(
      api.client.call(registerEndpoint, {
        body: { firstName: 'Άλλος', email: 'DEMO@agora.gr', password: 'kalimera123' },
      }),
    );
    expect(error.status).toBe(409);
    expect(error.userMessage).toBe('Υπάρχει ήδη λογαριασμός με αυτό το e-mail.');
  });

  it('requires the appId header', async () => {
    const response = await fetch('http://localhost/api/v3/delivery-services');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'APP_ID_MISSING' });
  });
});
