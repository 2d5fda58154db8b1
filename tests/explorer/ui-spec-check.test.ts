import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uiSpecReplaysPaths } from '@machines/testing/coverage-report';
import { describe, expect, it } from 'vitest';

/** A throwaway project root holding one journey spec. */
function rootWithSpec(source: string) {
  const root = mkdtempSync(join(tmpdir(), 'ui-spec-'));
  mkdirSync(join(root, 'e2e/journeys'), { recursive: true });
  writeFileSync(join(root, 'e2e/journeys/demo.spec.ts'), source);
  return root;
}

describe('the static UI-level check of a journey spec', () => {
  it('counts a spec that loops over every generated path', () => {
    const root = rootWithSpec(
      'const paths = generateUiTours(m, model);\nfor (const path of paths) test(path.name, () => {});',
    );
    expect(uiSpecReplaysPaths('demo', root)).toBe('all');
  });

  it('counts a loop over paths.entries() with a destructured index', () => {
    const root = rootWithSpec(
      'const paths = generateUiTours(m, model);\nfor (const [index, path] of paths.entries()) test(path.name, () => {});',
    );
    expect(uiSpecReplaysPaths('demo', root)).toBe('all');
  });

  it('marks a filtered set of paths as an upper bound', () => {
    const root = rootWithSpec(
      'const paths = generateUiTours(m, model).filter((p) => p.steps.length < 4);\nfor (const path of paths) test(path.name, () => {});',
    );
    expect(uiSpecReplaysPaths('demo', root)).toBe('filtered');
  });

  it('does not count hand-built cases or a missing spec', () => {
    const root = rootWithSpec('for (const events of cases) test("x", () => {});');
    expect(uiSpecReplaysPaths('demo', root)).toBe('none');
    expect(uiSpecReplaysPaths('absent', root)).toBe('none');
  });
});
