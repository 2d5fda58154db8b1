import { describe, expect, it } from 'vitest';
import { postNewsletterForm } from '@/app/actors/page/newsletter';

const target = { url: 'https://forms.example.com/subscribe', formId: 'form-7' };

/** A fetch that records its call and answers `response` (or never, when null). */
function fakeFetch(response: Partial<Response> | null) {
  const calls: { url: string; init: RequestInit }[] = [];
  const doFetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response === null) {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    return Promise.resolve(response as Response);
  }) as unknown as typeof fetch;
  return { calls, doFetch };
}

describe('the newsletter form post (content-side.md: form-encoded, no-cors, redirects followed)', () => {
  it('posts gm_pid and sfemail form-encoded, no-cors, following redirects, to the given URL', async () => {
    const { calls, doFetch } = fakeFetch({ type: 'opaque', ok: false, status: 0 });
    await postNewsletterForm(target, 'eleni@example.gr', doFetch);
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe(target.url);
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', redirect: 'follow' });
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      gm_pid: 'form-7',
      sfemail: 'eleni@example.gr',
    });
  });

  it('an opaque (cross-origin) reply counts as sent: its body is never read', async () => {
    let read = false;
    const reply = {
      type: 'opaque',
      ok: false,
      status: 0,
      text: async () => {
        read = true;
        return '';
      },
    } as Partial<Response>;
    const { doFetch } = fakeFetch(reply);
    await expect(postNewsletterForm(target, 'a@b.gr', doFetch)).resolves.toBeUndefined();
    expect(read).toBe(false);
  });

  it('a readable failure or a form that never answers is a failure', async () => {
    const failing = fakeFetch({ type: 'basic', ok: false, status: 500 });
    await expect(postNewsletterForm(target, 'a@b.gr', failing.doFetch)).rejects.toThrow('500');
    const silent = fakeFetch(null);
    await expect(postNewsletterForm(target, 'a@b.gr', silent.doFetch, 20)).rejects.toThrow(
      'timed out',
    );
  });
});
