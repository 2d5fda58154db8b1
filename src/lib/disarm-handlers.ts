/**
 * Editor HTML with its event-handler attributes renamed (`onerror` -> `x-onerror`) before any
 * parser sees it.
 *
 * Why: Chromium checks an `on*` attribute against the page's CSP when the HTML parser creates it,
 * in every document a script makes (DOMParser, createHTMLDocument, <template>: all measured), and
 * reports a `securitypolicyviolation` (and to a report endpoint) although nothing runs. DOMPurify
 * parses with DOMParser, so each stripped handler cost a report. A renamed attribute is no
 * handler: nothing is checked, and DOMPurify drops it like any attribute off its allow-list.
 *
 * How: one pass of the HTML tokenizer's tag states (WHATWG 13.2.5): start tags and their
 * attribute names, end tags, comments, bogus comments and the raw-text elements (script, style,
 * textarea, title, ...) outside SVG and MathML. The pass only inserts `x-` before an attribute name
 * (after a space, a slash or a quote), which never changes how the browser splits the markup; where
 * it reads the markup differently from the browser (crafted parser tricks), the cost is a report,
 * not a script: DOMPurify still decides what is kept.
 */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);
const FOREIGN = new Set(['svg', 'math']);

const isAlpha = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);
const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';

interface Tag {
  name: string;
  end: number;
  selfClosing: boolean;
}

/** Reads a tag from the first letter of its name; pushes where each `on*` attribute starts. */
function readTag(html: string, from: number, handlers: number[]): Tag {
  let i = from;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(from, i).toLowerCase();
  let selfClosing = false;
  while (i < html.length) {
    const c = html[i];
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '>') return { name, end: i + 1, selfClosing };
    if (c === '/') {
      selfClosing = html[i + 1] === '>';
      i++;
      continue;
    }
    selfClosing = false;
    // An attribute name: its first character may be anything else (even '='), then up to a
    // space, '/', '>' or '='.
    const start = i;
    i++;
    while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i]!)) i++;
    if (html.slice(start, start + 2).toLowerCase() === 'on') handlers.push(start);
    while (isSpace(html[i])) i++;
    if (html[i] !== '=') continue;
    i++;
    while (isSpace(html[i])) i++;
    const quote = html[i];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, i + 1);
      i = close < 0 ? html.length : close + 1;
    } else {
      while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i++;
    }
  }
  return { name, end: html.length, selfClosing };
}

/** Where a comment that starts at `at` ends (`-->`, `--!>`, or the abrupt `<!-->`, `<!--->`). */
function commentEnd(html: string, at: number): number {
  if (html.startsWith('<!-->', at)) return at + 5;
  if (html.startsWith('<!--->', at)) return at + 6;
  const ends = [html.indexOf('-->', at + 4), html.indexOf('--!>', at + 4)].filter((e) => e >= 0);
  if (ends.length === 0) return html.length;
  const first = Math.min(...ends);
  return first + (html.startsWith('-->', first) ? 3 : 4);
}

const upToGreaterThan = (html: string, at: number) => {
  const gt = html.indexOf('>', at);
  return gt < 0 ? html.length : gt + 1;
};

/** Where the raw text of `name` that starts at `at` ends (its end tag, or the end). */
function rawTextEnd(html: string, name: string, at: number): number {
  if (name === 'plaintext') return html.length;
  const close = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
  close.lastIndex = at;
  return close.exec(html)?.index ?? html.length;
}

/** `html` with `x-` put before every event-handler attribute name of its tags. */
export function disarmHandlerAttributes(html: string): string {
  const handlers: number[] = [];
  let foreign = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      i = commentEnd(html, lt);
    } else if (next === '!' || next === '?') {
      i = upToGreaterThan(html, lt);
    } else if (next === '/') {
      if (isAlpha(html[lt + 2])) {
        // An end tag's attributes make no handler; its name may close SVG or MathML.
        const tag = readTag(html, lt + 2, []);
        if (FOREIGN.has(tag.name)) foreign = Math.max(0, foreign - 1);
        i = tag.end;
      } else {
        i = html[lt + 2] === '>' ? lt + 3 : upToGreaterThan(html, lt);
      }
    } else if (isAlpha(next)) {
      const tag = readTag(html, lt + 1, handlers);
      i = tag.end;
      if (FOREIGN.has(tag.name) && !tag.selfClosing) foreign++;
      else if (foreign === 0 && RAW_TEXT.has(tag.name)) i = rawTextEnd(html, tag.name, i);
    } else {
      i = lt + 1;
    }
  }
  if (handlers.length === 0) return html;
  let out = '';
  let from = 0;
  for (const at of handlers) {
    out += `${html.slice(from, at)}x-`;
    from = at;
  }
  return out + html.slice(from);
}
