/**
 * An estimate of the main-thread tasks a Lighthouse trace's TBT counts, weighed as Lighthouse's
 * simulated throttling (Lantern) weighs them: a top-level task of at least 10 ms after first
 * contentful paint, its observed time multiplied by the CPU slowdown (4 by default; half of it
 * when the task performed a layout), blocking for the part past 50 ms. An estimate: Lantern also
 * ends the window at its simulated TTI, uses its simulated FCP, keeps the first layout and paint
 * tasks however short, and prunes a short task only when few others depend on it. The score moves
 * ±10 points between runs of one build on a busy host; this list shows which tasks did the
 * blocking.
 */

import { DEFAULT_CPU_SLOWDOWN } from './lighthouse-calibration';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, when the trace recorded it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

export interface BlockingTask {
  /** Milliseconds after navigation start. */
  start: number;
  /** Observed milliseconds (unthrottled). */
  duration: number;
  /** Of those, milliseconds the main thread ran on a CPU (when the trace says). */
  cpu?: number;
  layout: boolean;
  /** Milliseconds past 50 once weighted (0 when the task is short enough). */
  blocking: number;
  /** The same, weighing only the time on a CPU (when the trace says). */
  cpuBlocking?: number;
}

const SIGNIFICANT_MS = 10;
/** Lantern weighs a task that performed a layout by half the CPU slowdown. */
const LAYOUT_SHARE = 0.5;
const BLOCKING_THRESHOLD_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export function blockingTasks(
  events: TraceEvent[],
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): BlockingTask[] {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame !== false &&
      e.args?.data?.documentLoaderURL?.startsWith('http') === true,
  );
  if (!navigation) return [];
  const { pid, tid, ts: origin } = navigation;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? origin;
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const layouts = thread.filter((e) => e.name === 'Layout').map((e) => e.ts);
  const tasks: BlockingTask[] = [];
  let end = 0;
  for (const task of thread) {
    if (!TASK_NAMES.has(task.name) || task.ts < end) continue; // nested tasks belong to their parent
    const duration = (task.dur ?? 0) / 1000;
    end = task.ts + (task.dur ?? 0);
    if (task.ts < fcp || duration < SIGNIFICANT_MS) continue;
    const layout = layouts.some((ts) => ts >= task.ts && ts < end);
    const multiplier = layout ? cpuSlowdown * LAYOUT_SHARE : cpuSlowdown;
    const blocks = (ms: number) => Math.max(0, ms * multiplier - BLOCKING_THRESHOLD_MS);
    const cpu = task.tdur === undefined ? undefined : task.tdur / 1000;
    tasks.push({
      start: (task.ts - origin) / 1000,
      duration,
      cpu,
      layout,
      blocking: blocks(duration),
      cpuBlocking: cpu === undefined ? undefined : blocks(cpu),
    });
  }
  return tasks;
}

/**
 * One line: the total, then each task as `start:duration` (L for a layout), e.g. `290:26`, then
 * the share of those tasks' time the main thread ran on a CPU, and the total weighing that time
 * only. Lantern multiplies observed time, so time the thread spent off the CPU (descheduled for
 * other processes on a small host, or blocked) blocks as if it were the page's work. The CPU-time
 * total is a lower bound of what the page's own work blocks: a task the trace gives no thread
 * time counts with its observed time there, and some of the off-CPU time (a synchronous wait)
 * would remain on any host.
 */
export function describeBlockingTasks(tasks: BlockingTask[]): string {
  const total = tasks.reduce((sum, t) => sum + t.blocking, 0);
  const list = tasks
    .filter((t) => t.blocking > 0)
    .map((t) => `${Math.round(t.start)}:${Math.round(t.duration)}${t.layout ? 'L' : ''}`)
    .join(' ');
  const line = `~${Math.round(total)} ms blocking in ${list || 'no task'}`;
  const timed = tasks.filter((t) => t.cpu !== undefined);
  if (!timed.length) return line;
  const wall = timed.reduce((sum, t) => sum + t.duration, 0);
  const cpu = timed.reduce((sum, t) => sum + (t.cpu ?? 0), 0);
  const cpuTotal = tasks.reduce((sum, t) => sum + (t.cpuBlocking ?? t.blocking), 0);
  const counted = `${timed.length} task${timed.length === 1 ? '' : 's'}`;
  const share = `on a CPU ${Math.round((cpu / wall) * 100)}% of the time of its ${counted} of 10 ms or more after first paint`;
  return `${line}; ${share}, ~${Math.round(cpuTotal)} ms blocking by CPU time`;
}
