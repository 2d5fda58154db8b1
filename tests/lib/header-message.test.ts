import { describe, expect, it } from 'vitest';
import { dismissedMessageParser, headerMessageToShow } from '@/lib/header-message';

const now = Date.parse('2026-11-27T12:00:00Z');
const message = {
  id: 'm1',
  text: 'We deliver on Sundays',
  start_date: '2026-11-01T00:00:00Z',
  end_date: '2026-12-01T00:00:00Z',
};

describe('headerMessageToShow', () => {
  it('shows a live message nobody closed', () => {
    expect(headerMessageToShow(message, { dismissedId: null, now })).toBe(message);
  });

  it('shows nothing without a message or with blank text', () => {
    expect(headerMessageToShow(null, { dismissedId: null, now })).toBeNull();
    expect(headerMessageToShow(undefined, { dismissedId: null, now })).toBeNull();
    expect(headerMessageToShow({ ...message, text: '  ' }, { dismissedId: null, now })).toBeNull();
  });

  it('stays closed for the closed id, and shows a message published under another id', () => {
    expect(headerMessageToShow(message, { dismissedId: 'm1', now })).toBeNull();
    expect(
      headerMessageToShow({ ...message, id: 'm2' }, { dismissedId: 'm1', now }),
    ).not.toBeNull();
  });

  it('keeps to its window: start included, end excluded, either end optional', () => {
    const at = (iso: string) =>
      headerMessageToShow(message, { dismissedId: null, now: Date.parse(iso) });
    expect(at('2026-10-31T23:59:59Z')).toBeNull();
    expect(at('2026-11-01T00:00:00Z')).not.toBeNull();
    expect(at('2026-11-30T23:59:59Z')).not.toBeNull();
    expect(at('2026-12-01T00:00:00Z')).toBeNull();
    const open = { id: 'm', text: 't', start_date: null, end_date: undefined };
    expect(headerMessageToShow(open, { dismissedId: null, now: 0 })).toBe(open);
    const unreadable = { ...message, start_date: 'soon' };
    expect(headerMessageToShow(unreadable, { dismissedId: null, now })).toBe(unreadable);
  });
});

describe('dismissedMessageParser', () => {
  it('reads an id and refuses anything else', () => {
    expect(dismissedMessageParser.safeParse('m1')).toEqual({ success: true, data: 'm1' });
    for (const value of ['', 42, null, {}, 'x'.repeat(201)]) {
      expect(dismissedMessageParser.safeParse(value).success).toBe(false);
    }
  });
});
