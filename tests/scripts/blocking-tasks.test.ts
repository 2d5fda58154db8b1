import { describe, expect, it } from 'vitest';
import {
  blockingTasks,
  describeBlockingTasks,
  type TraceEvent,
} from '../../scripts/blocking-tasks';

const pid = 1;
const tid = 2;
const ms = 1000;
const at = (name: string, start: number, duration?: number): TraceEvent => ({
  name,
  ph: duration === undefined ? 'I' : 'X',
  ts: start * ms,
  dur: duration === undefined ? undefined : duration * ms,
  pid,
  tid,
});

const trace: TraceEvent[] = [
  { ...at('navigationStart', 0), args: { data: { documentLoaderURL: 'https://shop.test/' } } },
  at('RunTask', 20, 30), // before first contentful paint: not counted
  at('firstContentfulPaint', 100),
  at('RunTask', 200, 40), // script: 40 × 4 = 160, blocks 110
  at('RunTask', 210, 20), // nested in the one above
  at('RunTask', 300, 9), // under 10 ms: pruned
  at('RunTask', 400, 20), // 20 × 4 = 80, blocks 30
  at('RunTask', 500, 30), // with a layout: 30 × 2 = 60, blocks 10
  at('Layout', 505, 20),
  at('RunTask', 600, 12), // 12 × 4 = 48: counted, blocks nothing
  { ...at('RunTask', 700, 80), tid: 9 }, // another thread
];

describe('blockingTasks', () => {
  it('weighs the main-thread tasks after first paint as Lighthouse simulated throttling does', () => {
    expect(blockingTasks(trace)).toEqual([
      { start: 200, duration: 40, layout: false, blocking: 110 },
      { start: 400, duration: 20, layout: false, blocking: 30 },
      { start: 500, duration: 30, layout: true, blocking: 10 },
      { start: 600, duration: 12, layout: false, blocking: 0 },
    ]);
  });

  it('sums the blocking time and lists the tasks that block', () => {
    expect(describeBlockingTasks(blockingTasks(trace))).toBe(
      '~150 ms blocking in 200:40 400:20 500:30L',
    );
  });

  it('tells how much of the counted tasks the main thread ran on a CPU, when the trace says', () => {
    const timed = trace.map((e) =>
      e.name === 'RunTask' && e.ts === 200 * ms
        ? { ...e, tdur: 10 * ms } // waited 30 of its 40 ms for a core
        : e.name === 'RunTask'
          ? { ...e, tdur: e.dur }
          : e,
    );
    // 40 + 20 + 30 + 12 = 102 ms observed, 10 + 20 + 30 + 12 = 72 ms on a CPU; by CPU time the
    // first task weighs 10 × 4 = 40 and blocks nothing: 30 + 10 = 40 ms
    expect(describeBlockingTasks(blockingTasks(timed))).toBe(
      '~150 ms blocking in 200:40 400:20 500:30L; on a CPU 71% of the time of its 4 tasks of 10 ms or more after first paint, ~40 ms blocking by CPU time',
    );
  });

  it('counts a task without thread time by its observed time in the CPU-time total', () => {
    const partly = trace.map((e) =>
      e.name === 'RunTask' && e.ts === 200 * ms ? { ...e, tdur: 10 * ms } : e,
    );
    // the 40 ms task by CPU time blocks 0; the other three keep their observed 30 + 10 + 0
    expect(describeBlockingTasks(blockingTasks(partly))).toBe(
      '~150 ms blocking in 200:40 400:20 500:30L; on a CPU 25% of the time of its 1 task of 10 ms or more after first paint, ~40 ms blocking by CPU time',
    );
  });

  it('weighs by the CPU slowdown Lighthouse ran with, half of it for a task with a layout', () => {
    // 6x: 40 × 6 = 240 blocks 190, 20 × 6 = 120 blocks 70, 30 × 3 = 90 blocks 40, 12 × 6 = 72 blocks 22
    expect(blockingTasks(trace, 6).map((t) => t.blocking)).toEqual([190, 70, 40, 22]);
  });

  it('finds nothing in a trace without a page navigation', () => {
    expect(blockingTasks(trace.slice(1))).toEqual([]);
    expect(describeBlockingTasks([])).toBe('~0 ms blocking in no task');
  });
});
