import type { Plugin } from 'vite';
import {
  applyInstalledRewrites,
  type InstalledRewrite,
  installedRewrites,
} from './installed-rewrites.vite.ts';
import { REACT_ARIA_MODULES } from './react-aria-locale.vite.ts';

const REACT_ARIA_COMPONENTS_MODULES = /[\\/]node_modules[\\/]react-aria-components[\\/]dist[\\/]/;

/**
 * react-aria's fields find out after their first commit whether their optional parts exist (a
 * label, a description, an error message; whether the TextField holds a textarea), and they set
 * that as state in a layout effect or a ref callback. A state change during a commit makes React
 * re-render at once, inside the commit's task, and before that re-render React runs every
 * pending passive effect of the whole tree (the shell's actors start there). On the product page
 * that made the first commit one task of 35-70 ms (issue 6, TBT).
 *
 * These rewrites let the checks made on mount run a moment later: in a passive effect, or (the
 * textarea) in a microtask. The re-render they cause is then an ordinary one, in a task of its
 * own, and the passive effects run in theirs. useSlotId's check when a field turns invalid stays
 * a layout effect (see mountDeferredCheck). What the user and assistive technology see once the page has
 * settled is the same: the ids of parts that do not exist are dropped, as before. Until then an
 * `aria-describedby` may name a part that is not there, for one frame.
 *
 * Each rewrite must match exactly once, or the build fails: a react-aria upgrade that changes
 * these lines cannot silently undo them (docs/ARCHITECTURE.md, "No re-render inside the first
 * commit").
 */
export interface SlotRewrite {
  /** Which installed module it applies to. */
  module: RegExp;
  /** Any module of that package (the build fails if the package is bundled but `module` is not). */
  packageModules: RegExp;
  /** The line(s) to rewrite; must occur once. */
  find: RegExp;
  replace: string;
  /** Added to the module's imports when the replacement needs it. */
  prelude?: string;
  /** `find`'s first group must name the module's imported `useLayoutEffect`. */
  replacesLayoutEffect?: boolean;
}

const DEFERRED_EFFECT = '__slotCheckEffect';
const importEffect = `import { useEffect as ${DEFERRED_EFFECT} } from "react";\n`;

/**
 * For useSlotId, whose check also reruns when a field turns invalid: the check on mount runs in a
 * passive effect, later ones in a layout effect as before, so an error message that appears is
 * linked to its field (aria-describedby) in the same task as ever, before any focus moves to it.
 */
const MOUNT_DEFERRED = '__slotCheckAfterMount';
export const mountDeferredCheck = `import { useEffect as ${DEFERRED_EFFECT}, useLayoutEffect as __slotLayoutEffect, useRef as __slotRef } from "react";
function ${MOUNT_DEFERRED}(check, deps) {
  const mounted = __slotRef(false);
  ${DEFERRED_EFFECT}(() => { if (!mounted.current) { mounted.current = true; check(); } }, deps);
  __slotLayoutEffect(() => { if (mounted.current) check(); }, deps);
}
`;

/** The rewritten call must be the module's own `useLayoutEffect` (react-aria's SSR-safe one). */
const layoutEffectCall = String.raw`\(0, ([\w$]+)\)`;

/** useSlot's mount check (`if (!hasRun.current) setHasSlot(false)`), wherever the hook lives. */
const useSlotMountCheck: Omit<SlotRewrite, 'module' | 'packageModules'> = {
  find: new RegExp(
    `${layoutEffectCall}\\(\\(\\)=>\\{\\s*if \\(!hasRun\\.current\\) setHasSlot\\(false\\);`,
  ),
  replace: `(0, ${DEFERRED_EFFECT})(()=>{ if (!hasRun.current) setHasSlot(false);`,
  prelude: importEffect,
  replacesLayoutEffect: true,
};

export const SLOT_REWRITES: readonly SlotRewrite[] = [
  {
    // react-aria useSlotId (useField's description and error-message ids, dialogs' titles).
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useId\.mjs$/,
    packageModules: REACT_ARIA_MODULES,
    find: new RegExp(`${layoutEffectCall}\\(updateId, \\[`),
    replace: `(0, ${MOUNT_DEFERRED})(updateId, [`,
    prelude: mountDeferredCheck,
    replacesLayoutEffect: true,
  },
  // react-aria's useSlot (useRadio's and useToggle's description and error-message ids) and
  // react-aria-components' own copy of it (every field's label slot): both check on mount only.
  {
    ...useSlotMountCheck,
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useSlot\.mjs$/,
    packageModules: REACT_ARIA_MODULES,
  },
  {
    ...useSlotMountCheck,
    module: /[\\/]react-aria-components[\\/]dist[\\/]private[\\/]utils\.mjs$/,
    packageModules: REACT_ARIA_COMPONENTS_MODULES,
  },
  {
    // react-aria-components TextField: which element its input is (input or textarea).
    module: /[\\/]react-aria-components[\\/]dist[\\/]private[\\/]TextField\.mjs$/,
    packageModules: REACT_ARIA_COMPONENTS_MODULES,
    find: /if \(el\) (setInputElementType\(el instanceof HTMLTextAreaElement \? 'textarea' : 'input'\));/,
    replace: 'if (el) queueMicrotask(() => $1);',
  },
];

/** Applies one rewrite to module `id`'s code; throws unless its line occurs exactly once. */
function applySlotRewrite(rewrite: SlotRewrite, id: string, code: string): string {
  const matches = [...code.matchAll(new RegExp(rewrite.find.source, 'g'))];
  const callee = matches[0]?.[1] ?? '';
  const calleeIsLayoutEffect =
    !rewrite.replacesLayoutEffect ||
    new RegExp(String.raw`useLayoutEffect as ${callee.replaceAll('$', '\\$')}[,}\s]`).test(code);
  if (matches.length !== 1 || !calleeIsLayoutEffect) {
    throw new Error(
      `${id}: expected one match of ${rewrite.find}${rewrite.replacesLayoutEffect ? " calling the module's useLayoutEffect" : ''}, found ${matches.length}: review react-aria-slots.vite.ts`,
    );
  }
  return (rewrite.prelude ?? '') + code.replace(rewrite.find, rewrite.replace);
}

/** The slot rewrites as the plugin applies them, each to its own module. */
const INSTALLED_SLOT_REWRITES: readonly InstalledRewrite[] = SLOT_REWRITES.map((slot) => ({
  module: slot.module,
  packageModules: slot.packageModules,
  rewrite: (code, id) => applySlotRewrite(slot, id, code),
}));

/**
 * Applies the rewrites for module `id` to its code, as the build does; `undefined` when none is
 * for this module.
 */
export const rewriteSlotChecks = (id: string, code: string): string | undefined =>
  applyInstalledRewrites(INSTALLED_SLOT_REWRITES, id, code);

/** Build only, like react-aria-locale.vite.ts: the dev server keeps react-aria untouched. */
export const reactAriaSlotChecks = (): Plugin =>
  installedRewrites('react-aria-slot-checks', INSTALLED_SLOT_REWRITES);
