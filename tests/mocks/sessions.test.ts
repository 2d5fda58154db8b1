import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { footerContentSchema } from '@/api/contract/content';
import { createDemoPlatform } from '@/mocks/handlers/index';

const platform = createDemoPlatform({ maxSessions: 3 });

const call = (
  path: string,
  init: { cookie?: string; method?: string; body?: unknown; token?: string } = {},
) =>
  getResponse(
    platform.handlers,
    new Request(`http://localhost:5173/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        appId: 'sessions-test',
        'content-type': 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  ).then((response) => response!);

const login = async (cookie: string) => {
  const response = await call('/v3/auth/login', {
    cookie,
    method: 'POST',
    body: { email: 'demo@agora.gr', password: 'demo1234' },
  });
  return ((await response.json()) as { token: string }).token;
};

describe('demo platform: sessions and scenarios', () => {
  it('gives a request without a session cookie a new session and sets the cookie', async () => {
    const response = await call('/v3/delivery-services');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^demo_session=s[0-9a-f]{24}; Path=\/; SameSite=Lax$/,
    );
    const again = await call('/v3/delivery-services', { cookie: 'demo_session=abcdefgh1' });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('keeps writes of one session invisible to another', async () => {
    const a = 'demo_session=session-a-001';
    const b = 'demo_session=session-b-001';
    const tokenA = await login(a);
    const tokenB = await login(b);
    const created = await call('/lists', {
      cookie: a,
      method: 'POST',
      token: tokenA,
      body: { label: 'Πικνίκ' },
    });
    expect(created.status).toBe(200);
    const labels = async (cookie: string, token: string) =>
      (
        (await (await call('/v3.1/lists', { cookie, token })).json()) as Array<{ label: string }>
      ).map((l) => l.label);
    expect(await labels(a, tokenA)).toContain('Πικνίκ');
    expect(await labels(b, tokenB)).not.toContain('Πικνίκ');
    // A token belongs to its session.
    expect((await call('/v3/users/me', { cookie: b, token: tokenA })).status).toBe(401);
  });

  it('keeps at most maxSessions live sessions', async () => {
    for (const id of ['lru-000001', 'lru-000002', 'lru-000003', 'lru-000004']) {
      await call('/v3/delivery-services', { cookie: `demo_session=${id}` });
    }
    expect(platform.sessions.size).toBe(3);
  });

  it('slows every call down under the slow scenario', async () => {
    const started = performance.now();
    await call('/v3/delivery-services', { cookie: 'demo_scenario=slow' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('fails content and configuration with a userMessage under server-error', async () => {
    for (const path of ['/v3/content/configuration', '/v3/content/footer']) {
      const response = await call(path, { cookie: 'demo_scenario=server-error' });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({
        code: 'SERVER_ERROR',
        userMessage: expect.any(String),
      });
    }
    expect(
      (await call('/v3/delivery-services', { cookie: 'demo_scenario=server-error' })).status,
    ).toBe(200);
  });

  it('answers content that violates its schema under malformed', async () => {
    const good = await call('/v3/content/footer');
    expect(footerContentSchema.safeParse(await good.json()).success).toBe(true);
    const bad = await call('/v3/content/footer', { cookie: 'demo_scenario=malformed' });
    expect(bad.status).toBe(200);
    expect(footerContentSchema.safeParse(await bad.json()).success).toBe(false);
  });
});
