import { describe, expect, it, vi } from 'vitest';
import { CONTACT_WIDGET_ERROR, updateContactWidget } from '@/lib/contact-widget';

describe('contact widget update', () => {
  it('passes the event object itself to the callback', async () => {
    const event = { type: 'newsletter.subscribed', email: 'maria@example.gr' };
    const callback = vi.fn();
    await expect(updateContactWidget(event, callback, vi.fn())).resolves.toEqual({ ok: true });
    expect(callback).toHaveBeenCalledWith(event);
    expect(callback.mock.calls[0]![0]).toBe(event);
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('widget gone');
      },
    ],
    ['rejects', () => Promise.reject(new Error('widget gone'))],
  ])('returns and logs the error when the callback %s', async (_, callback) => {
    const log = vi.fn();
    await expect(updateContactWidget({ type: 'x' }, callback, log)).resolves.toEqual({
      ok: false,
      error: "Couldn't update contact pigeon",
    });
    expect(log).toHaveBeenCalledWith(CONTACT_WIDGET_ERROR, expect.any(Error));
  });
});
