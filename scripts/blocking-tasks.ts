/**
 * An estimate of the main-thread tasks a Lighthouse trace's TBT counts, weighed as Lighthouse's
 * simulated throttling (Lantern) weighs them: a top-level task of at least 10 ms after first
 * contentful paint, its observed time multiplied by 4 (by 2 when it performed a layout), blocking
 * for the part past 50 ms. An estimate: Lantern also ends the window at its simulated TTI, uses
 * its simulated FCP, keeps the first layout and paint tasks however short, and prunes a short task
 * only when few others depend on it. The score moves ±10 points between runs of one build on a
 * busy host; this list shows which tasks did the blocking.
 */

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
}

const SIGNIFICANT_MS = 10;
const CPU_MULTIPLIER = 4;
const LAYOUT_MULTIPLIER = 2;
const BLOCKING_THRESHOLD_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export function blockingTasks(events: TraceEvent[]): BlockingTask[] {
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
    const weighted = duration * (layout ? LAYOUT_MULTIPLIER : CPU_MULTIPLIER);
    tasks.push({
      start: (task.ts - origin) / 1000,
      duration,
      cpu: task.tdur === undefined ? undefined : task.tdur / 1000,
      layout,
      blocking: Math.max(0, weighted - BLOCKING_THRESHOLD_MS),
    });
  }
  return tasks;
}

/**
 * One line: the total, then each task as `start:duration` (L for a layout), e.g. `290:26`, then
 * the share of those tasks' time the main thread ran on a CPU. Lantern multiplies observed time,
 * so time the thread waited for a core (other processes on a small host) blocks as if it were
 * the page's work.
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
  return `${line}; on a CPU ${Math.round((cpu / wall) * 100)}% of the time of the ${timed.length} tasks of 10 ms or more`;
}
