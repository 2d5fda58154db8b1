// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnClose } from '@/lib/use-focus-on-close';

afterEach(cleanup);

/** A button that opens a form, and the form's Cancel that closes it. */
function Opener({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const ref = useFocusOnClose<HTMLButtonElement>(open);
  return (
    <div>
      <button ref={ref} type="button" onClick={() => setOpen(true)}>
        Save as list
      </button>
      {open && (
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      )}
    </div>
  );
}

describe('useFocusOnClose', () => {
  it('gives the focus back to its element when what it opened closes', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Save as list' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save as list' }));
  });

  it('takes no focus on mount, closed or open', () => {
    const { unmount } = render(<Opener />);
    expect(document.activeElement).toBe(document.body);
    unmount();
    render(<Opener startOpen />);
    expect(document.activeElement).toBe(document.body);
  });
});
