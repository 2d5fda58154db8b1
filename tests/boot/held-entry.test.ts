// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HELD_ENTRY_MAX_WAIT_MS,
  HELD_ENTRY_TYPE,
  heldEntryTag,
  loadHeldEntryAfterFirstPaint,
} from '@/boot/held-entry';

const SRC = '/assets/main-abc.js';

/** A PerformanceObserver stand-in: `paint(name)` reports a paint entry to the observers. */
function paintTiming() {
  const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = [];
  class FakeObserver {
    private readonly entry: { callback: PerformanceObserverCallback; connected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
    static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  }
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => o.connected)) {
      const list = {
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      observer.callback(list, observer as unknown as PerformanceObserver);
    }
  };
  return { PaintObserver: FakeObserver as unknown as typeof PerformanceObserver, paint };
}

let readyState: DocumentReadyState;
let visibility: DocumentVisibilityState;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'complete';
  visibility = 'visible';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  document.head.innerHTML = heldEntryTag(SRC);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

const moduleScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src);
const start = (PaintObserver: typeof PerformanceObserver | undefined) =>
  loadHeldEntryAfterFirstPaint({
    document,
    PaintObserver,
    setTimeout: (run, ms) => setTimeout(run, ms),
  });

describe("a prerendered page's script, after the first paint", () => {
  it('the build writes the entry inert: a type the browser never runs', () => {
    const held = document.querySelector('script');
    expect(held?.type).toBe(HELD_ENTRY_TYPE);
    expect(held?.hasAttribute('src')).toBe(false);
    expect(moduleScripts()).toEqual([]);
  });

  it('puts the script back, in its place, once the first contentful paint is reported', () => {
    const { PaintObserver, paint } = paintTiming();
    start(PaintObserver);
    paint('first-paint');
    expect(moduleScripts()).toEqual([]);
    paint('first-contentful-paint');
    expect(moduleScripts()).toEqual([`${location.origin}${SRC}`]);
    expect(document.querySelector(`script[type="${HELD_ENTRY_TYPE}"]`)).toBeNull();
    const script = document.head.querySelector('script');
    expect(script?.crossOrigin).toBe('');
    // Once only.
    paint('first-contentful-paint');
    vi.advanceTimersByTime(HELD_ENTRY_MAX_WAIT_MS);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("preloads the page's lazy parts beside the entry", () => {
    document.head.innerHTML = heldEntryTag(SRC, ['/assets/Footer-1.js', '/assets/Menu-2.js']);
    const { PaintObserver, paint } = paintTiming();
    start(PaintObserver);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    paint('first-contentful-paint');
    const preloads = [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ];
    // The entry's own fetch first: the script element starts it only after the links.
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual([
      SRC,
      '/assets/Footer-1.js',
      '/assets/Menu-2.js',
    ]);
    expect(preloads.every((link) => link.crossOrigin === '')).toBe(true);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('waits for the HTML to be parsed too (the page data block closes <body>)', () => {
    readyState = 'loading';
    const { PaintObserver, paint } = paintTiming();
    start(PaintObserver);
    paint('first-contentful-paint');
    expect(moduleScripts()).toEqual([]);
    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(moduleScripts()).toHaveLength(1);
  });

  it('loads the script anyway when no paint is reported in time', () => {
    const { PaintObserver } = paintTiming();
    start(PaintObserver);
    vi.advanceTimersByTime(HELD_ENTRY_MAX_WAIT_MS - 1);
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('does not wait in a tab opened in the background, nor without paint timing', () => {
    class NoPaintTiming {
      static readonly supportedEntryTypes = ['resource'];
      observe() {}
      disconnect() {}
    }
    start(NoPaintTiming as unknown as typeof PerformanceObserver);
    expect(moduleScripts()).toHaveLength(1);
    document.head.innerHTML = heldEntryTag(SRC);
    visibility = 'hidden';
    start(paintTiming().PaintObserver);
    expect(moduleScripts()).toHaveLength(1);
    document.head.innerHTML = heldEntryTag(SRC);
    visibility = 'visible';
    start(undefined);
    expect(moduleScripts()).toHaveLength(1);
  });
});
