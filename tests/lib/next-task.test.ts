import { describe, expect, it } from 'vitest';
import { nextTask } from '@/lib/next-task';

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, in order of the calls', async () => {
    const order: string[] = [];
    const first = nextTask().then(() => order.push('first task'));
    const second = nextTask().then(() => order.push('second task'));
    queueMicrotask(() => order.push('microtask'));
    order.push('sync');
    await Promise.all([first, second]);
    expect(order).toEqual(['sync', 'microtask', 'first task', 'second task']);
  });
});
