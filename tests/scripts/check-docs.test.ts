import { describe, expect, it } from 'vitest';
import { type CodeFacts, docFindings } from '../../scripts/check-docs';

const facts: CodeFacts = {
  journeys: 3,
  features: ['cart', 'smart-banner'],
  rootEntries: ['src', 'README.md', 'vite-plugins'],
  scripts: ['start', 'test', 'lint', 'format', 'size'],
  sizeBudgetKb: 170,
  architectureLines: 240,
};

const readme = (parts: { journeys?: number; features?: string; root?: string; rows?: string }) =>
  [
    '# Shop',
    `Every journey is in docs/journeys/ (${parts.journeys ?? 3} journeys).`,
    '## Scripts',
    '| Script | What |',
    '| --- | --- |',
    parts.rows ??
      [
        '| `npm start` | serve |',
        '| `npm test` | all |',
        '| `npm run lint` / `format` | Biome |',
        '| `npm run size` | fails above 170 KB |',
      ].join('\n'),
    '## Layout',
    '```',
    `src/features/   views: ${parts.features ?? 'cart/,'}`,
    `                ${parts.features === undefined ? 'smart-banner/' : ''}`,
    parts.root ?? 'vite-plugins/   plugins',
    'README.md',
    '```',
    '## Next',
  ].join('\n');

describe('the README and the architecture guide against the code', () => {
  it('finds nothing when they match', () => {
    expect(docFindings(readme({}), facts)).toEqual([]);
  });

  it('names a wrong journey count', () => {
    expect(docFindings(readme({ journeys: 2 }), facts)).toEqual([
      'README: says 2 journeys; machines/index.ts registers 3.',
    ]);
  });

  it('names a feature folder and a root entry the layout leaves out, and what it lists wrongly', () => {
    expect(docFindings(readme({ features: 'cart/', root: 'plugins/' }), facts)).toEqual([
      'README layout: the src/features/ line does not list smart-banner/.',
      'README layout: lists plugins/, which is not in the root.',
      "README layout: the root's vite-plugins is not listed.",
    ]);
  });

  it('names a feature folder the layout keeps after it is gone', () => {
    expect(docFindings(readme({ features: 'cart/, smart-banner/, chatbot/' }), facts)).toEqual([
      'README layout: lists src/features/chatbot/, which does not exist.',
    ]);
  });

  it('wants the size budget said', () => {
    const rows = ['| `npm start` | serve |', '| `npm test` | all |'];
    const rest = ['| `npm run lint` / `format` | Biome |', '| `npm run size` | gzip JS |'];
    expect(docFindings(readme({ rows: [...rows, ...rest].join('\n') }), facts)).toEqual([
      'README: the size budget ("fails above N KB") is not said.',
    ]);
  });

  it('names a script missing from the table, one the table invents, and a stale budget', () => {
    const rows = [
      '| `npm start` | serve |',
      '| `npm test` | all |',
      '| `npm run lint` | Biome |',
      '| `npm run sizes` | fails above 150 KB |',
    ].join('\n');
    expect(docFindings(readme({ rows }), facts)).toEqual([
      `README scripts: package.json's "format" is not in the table.`,
      `README scripts: package.json's "size" is not in the table.`,
      'README scripts: "sizes" is not a script of package.json.',
      'README: size budget 150 KB; scripts/size-budget.ts has 170 KB.',
    ]);
  });

  it('holds the architecture guide to 250 lines', () => {
    expect(docFindings(readme({}), { ...facts, architectureLines: 250 })).toEqual([]);
    expect(docFindings(readme({}), { ...facts, architectureLines: 251 })).toEqual([
      'docs/ARCHITECTURE.md: 251 lines, over 250.',
    ]);
  });
});
