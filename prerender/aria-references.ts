const reference = /\s(aria-(?:describedby|labelledby))="([^"]*)"/g;
const idAttribute = /\sid="([^"]*)"/g;

/**
 * The page's HTML with no ARIA reference to an element it does not hold. react-aria names a
 * field's description and error slots before it knows whether they render, then drops the names
 * in an effect; the server runs no effects, so its HTML keeps them, and a part that hydrates only
 * near the screen (the footer's newsletter field) would keep them until the shopper scrolls there.
 * A reference left with no id goes altogether.
 */
export function withoutDanglingReferences(html: string): string {
  const ids = new Set([...html.matchAll(idAttribute)].map(([, id]) => id));
  return html.replace(reference, (whole, attribute: string, list: string) => {
    const named = list.split(/\s+/).filter(Boolean);
    const kept = named.filter((id) => ids.has(id));
    if (kept.length === named.length) return whole;
    return kept.length > 0 ? ` ${attribute}="${kept.join(' ')}"` : '';
  });
}
