// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { mountDeferredCheck } from '../../react-aria-slots.vite';

/** The helper the rewrite adds to react-aria's useId module, with React's hooks passed in. */
const checkAfterMount = new Function(
  '__slotCheckEffect',
  '__slotLayoutEffect',
  '__slotRef',
  `${mountDeferredCheck.replace(/^import .*\n/, '')}\nreturn __slotCheckAfterMount;`,
)(useEffect, useLayoutEffect, useRef) as (check: () => void, deps: unknown[]) => void;

function Field({ invalid, log }: { invalid: boolean; log: string[] }) {
  checkAfterMount(() => log.push(`check invalid=${invalid}`), [invalid]);
  useLayoutEffect(() => {
    log.push('layout effect');
  });
  useEffect(() => {
    log.push('passive effect');
  });
  return null;
}

describe("react-aria's slot check after the rewrite", () => {
  it('runs with the passive effects on mount, and with the layout effects when its deps change', () => {
    const log: string[] = [];
    const { rerender } = render(<Field invalid={false} log={log} />);
    expect(log).toEqual(['layout effect', 'check invalid=false', 'passive effect']);
    log.length = 0;
    rerender(<Field invalid={true} log={log} />);
    expect(log).toEqual(['check invalid=true', 'layout effect', 'passive effect']);
    log.length = 0;
    rerender(<Field invalid={true} log={log} />);
    expect(log).toEqual(['layout effect', 'passive effect']);
  });
});
