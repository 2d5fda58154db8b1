import { describe, expect, it } from 'vitest';
import { captionLayout, renderCaptionTile, wrapWords } from '@/mocks/seed/images';

describe('wrapWords', () => {
  it('fills lines up to the limit and keeps a longer word on a line of its own', () => {
    expect(wrapWords('Φρέσκα φρούτα και λαχανικά', 14)).toEqual(['Φρέσκα φρούτα', 'και λαχανικά']);
    expect(wrapWords('  a   b  ', 10)).toEqual(['a b']);
    expect(wrapWords('Supercalifragilistic fruit', 8)).toEqual(['Supercalifragilistic', 'fruit']);
  });
});

describe('captionLayout', () => {
  // A bold glyph of system-ui is at most about 0.68 em wide.
  const widest = (lines: string[], size: number) =>
    Math.max(...lines.map((line) => line.length * size * 0.68));

  it.each([
    ['Φρέσκα φρούτα και λαχανικά', 936, 600],
    ['Παραλαβή από το κατάστημα', 936, 600],
    ['Fresh seasonal fruit', 2480, 640],
    ['Φρέσκα φρούτα εποχής', 1080, 720],
    ['Καμία έξυπνη λίστα', 240, 240],
  ])('keeps "%s" inside the middle of a %ix%i picture', (caption, width, height) => {
    const { lines, fontSize } = captionLayout(caption, width, height);
    expect(lines.join(' ')).toBe(caption);
    expect(widest(lines, fontSize)).toBeLessThanOrEqual(width * 0.8);
    expect(lines.length * fontSize * 1.2).toBeLessThanOrEqual(height * 0.5);
  });

  it('wraps a caption that one line at a readable size cannot hold', () => {
    expect(captionLayout('Φρέσκα φρούτα και λαχανικά', 936, 600).lines.length).toBeGreaterThan(1);
    expect(captionLayout('Offers', 936, 600).lines).toEqual(['Offers']);
  });
});

describe('renderCaptionTile', () => {
  it('draws each line as a centred tspan, escaped', () => {
    const svg = renderCaptionTile({
      colour: '#ffc914',
      caption: 'Fish & chips for <everyone> at home tonight',
      width: 936,
      height: 600,
    });
    const tspans = svg.match(/<tspan [^>]*>[^<]*<\/tspan>/g) ?? [];
    expect(tspans.length).toBeGreaterThan(1);
    for (const tspan of tspans) expect(tspan).toContain('x="468"');
    expect(svg).toContain('&#38;');
    expect(svg).not.toContain('<everyone>');
  });
});
