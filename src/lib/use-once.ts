import { useState } from 'react';

/**
 * A value built on the first render and kept for the component's life. Unlike
 * `useRef(build()).current`, `build` runs once: a machine's `provide()` builds a whole new
 * state machine, and the ref form built (and dropped) one on every render of its provider.
 */
export function useOnce<T>(build: () => T): T {
  return useState(build)[0];
}
