/** Simple shapes drawn in a 48x48 box; the demo images use them instead of photos or emoji. */
export const GLYPHS = {
  circle: '<circle cx="24" cy="24" r="18"/>',
  leaf: '<path d="M8 40C8 18 22 8 42 6c-2 20-12 34-34 34z"/>',
  wedge: '<path d="M4 36 40 12v24z"/>',
  fish: '<path d="M4 24c8-10 22-12 32-4l8-6v20l-8-6c-10 8-24 6-32-4z"/>',
  drop: '<path d="M24 4C16 18 10 26 10 32a14 14 0 0 0 28 0c0-6-6-14-14-28z"/>',
  loaf: '<path d="M6 22c0-8 8-12 18-12s18 4 18 12v18H6z"/>',
  jar: '<path d="M14 6h20v6h-2v4c4 2 6 6 6 10v16H10V26c0-4 2-8 6-10v-4h-2z"/>',
  star: '<path d="m24 4 6 13 14 2-10 10 2 14-12-7-12 7 2-14L4 19l14-2z"/>',
  snowflake:
    '<path d="M22 4h4v40h-4zM40.32 35.73l2-3.46L7.68 12.27l-2 3.46zM42.32 15.73l-2-3.46L5.68 32.27l2 3.46z"/>',
  bottle: '<path d="M20 4h8v10c4 2 6 6 6 10v20H14V24c0-4 2-8 6-10z"/>',
  glass: '<path d="M12 4h24c0 12-4 20-10 22v12h8v6H14v-6h8V26C16 24 12 16 12 4z"/>',
  bubble:
    '<circle cx="18" cy="28" r="12"/><circle cx="34" cy="16" r="8"/><circle cx="37" cy="37" r="5"/>',
  heart: '<path d="M24 42 8 26a9 9 0 0 1 16-12 9 9 0 0 1 16 12z"/>',
  paw: '<circle cx="24" cy="32" r="9"/><circle cx="12" cy="20" r="5"/><circle cx="20" cy="11" r="5"/><circle cx="28" cy="11" r="5"/><circle cx="36" cy="20" r="5"/>',
  box: '<path d="M6 14 24 6l18 8v22l-18 8-18-8z"/>',
  basket: '<path d="M4 18h40l-5 24H9zM14 18l8-12h4l-8 12zM34 18l-8-12h-4l8 12z"/>',
} as const;

export type GlyphName = keyof typeof GLYPHS;

export const isGlyphName = (value: string): value is GlyphName => Object.hasOwn(GLYPHS, value);
