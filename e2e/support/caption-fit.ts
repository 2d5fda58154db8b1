import type { Locator } from '@playwright/test';

/**
 * The lines of text drawn in each SVG image under `images` that reach outside the part of the
 * image the page shows (object-fit cover or contain, centred), measured with the browser's own
 * fonts: each image's SVG is fetched, laid out off screen, and its text boxes compared with the
 * visible part of its viewBox. Empty when every label is whole.
 */
export const cutCaptions = (images: Locator) =>
  images.evaluateAll(async (elements) => {
    const cut: string[] = [];
    for (const element of elements as HTMLImageElement[]) {
      const markup = await (await fetch(element.currentSrc || element.src)).text();
      const holder = document.createElement('div');
      holder.style.cssText = 'position:absolute;left:-10000px;top:0';
      holder.innerHTML = markup;
      document.body.append(holder);
      const svg = holder.querySelector('svg')!;
      const { width, height } = svg.viewBox.baseVal;
      const box = element.getBoundingClientRect();
      const fit = getComputedStyle(element).objectFit;
      const scale =
        fit === 'cover'
          ? Math.max(box.width / width, box.height / height)
          : fit === 'contain'
            ? Math.min(box.width / width, box.height / height)
            : box.width / width;
      const visibleWidth = Math.min(width, box.width / scale);
      const visibleHeight = Math.min(height, box.height / scale);
      const left = (width - visibleWidth) / 2;
      const top = (height - visibleHeight) / 2;
      for (const text of svg.querySelectorAll('text')) {
        const b = text.getBBox();
        if (
          b.x < left ||
          b.y < top ||
          b.x + b.width > left + visibleWidth ||
          b.y + b.height > top + visibleHeight
        )
          cut.push(`${text.textContent} in ${element.currentSrc}`);
      }
      holder.remove();
    }
    return cut;
  });
