// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOnce } from '@/lib/use-once';

describe('useOnce', () => {
  it('builds on the first render only and keeps the same value through re-renders', () => {
    const build = vi.fn(() => ({ built: true }));
    const seen: object[] = [];
    let bump = () => {};
    function Probe() {
      const [count, setCount] = useState(0);
      bump = () => setCount((c) => c + 1);
      seen.push(useOnce(build));
      return <p>{count}</p>;
    }
    const { container } = render(<Probe />);
    act(() => bump());
    act(() => bump());
    expect(container.textContent).toBe('2');
    expect(build).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
  });

  it('builds again for a new mount', () => {
    const build = vi.fn(() => ({}));
    function Probe() {
      useOnce(build);
      return null;
    }
    const first = render(<Probe />);
    first.unmount();
    render(<Probe />);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
