// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { INTERNAL_LINK_ATTR, sanitizeHtml } from '@/lib/sanitize';
import { hostileHtml } from '@/mocks/seed/content/pages/corporate-page-components';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

/** Renders sanitized HTML into the live document, so anything that could run, would. */
function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html, 'el');
  document.body.append(host);
  return host;
}

const wait = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__pwned;
});

const hostile: [string, string][] = [
  ['a script tag', '<p>hi</p><script>window.__pwned = true</script>'],
  ['an inline event handler', '<p onclick="window.__pwned = true" onmouseover="x()">hi</p>'],
  ['an img with onerror', '<img src="x" onerror="window.__pwned = true">'],
  ['an svg onload payload', '<svg onload="window.__pwned = true"><circle r="4"/></svg>'],
  ['a script inside svg', '<svg><script>window.__pwned = true</script></svg>'],
  ['a javascript: link', '<a href="javascript:window.__pwned = true">x</a>'],
  ['a javascript: link with a leading space', '<a href=" javascript:window.__pwned = true">x</a>'],
  ['a javascript: link with entities', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['a style tag', '<style>body{display:none}</style><p style="color:red">x</p>'],
  ['a form', '<form action="https://evil.example"><input name="q"><button>go</button></form>'],
  ['a math/mglyph mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['an object', '<object data="javascript:alert(1)"></object><embed src="x.swf">'],
];

describe('sanitizeHtml', () => {
  it.each(hostile)('neutralizes %s', async (_, html) => {
    const host = mount(html);
    await wait();
    expect(window.__pwned).toBeUndefined();
    expect(
      host.querySelectorAll(
        'script, svg, img, iframe, style, form, input, object, embed, meta, math',
      ),
    ).toHaveLength(0);
    for (const element of host.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$/i);
        expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
  });

  it('keeps the safe parts of the seeded pasted text and drops the rest', async () => {
    const host = mount(hostileHtml.en);
    await wait();
    expect(window.__pwned).toBeUndefined();
    expect(host.querySelector('strong')?.textContent).toBe('bold');
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/offers', null]);
    expect(links[1]?.textContent).toBe('Do not click here');
    expect(host.querySelector('script, img')).toBeNull();
  });

  it('keeps text formatting, lists, headings and dates', () => {
    const html =
      '<h3>T</h3><p><em>a</em> <strong>b</strong></p><ul><li>x</li></ul><p><time datetime="2024-05-01">1/5/2024</time></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('routes internal links with the locale prefix and repairs malformed ones', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<a href="/en /corporate/corporatecontent/customer-support">a</a><a href="about-us">b</a><a href="/offers/">c</a>',
      'en',
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en/corporate/corporatecontent/customer-support',
      '/en/corporate/corporatecontent/about-us',
      '/en/offers',
    ]);
    for (const link of links) {
      expect(link.hasAttribute(INTERNAL_LINK_ATTR)).toBe(true);
      expect(link.hasAttribute('target')).toBe(false);
    }
  });

  it('gives external links rel="noopener noreferrer" and a new tab, replacing the editor’s', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<a href="https://example.com/x" target="_self" rel="opener">web</a><a href="mailto:a@b.gr">mail</a>',
    );
    const [web, mail] = [...host.querySelectorAll('a')];
    expect(web?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(mail?.getAttribute('href')).toBe('mailto:a@b.gr');
    expect(mail?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail?.hasAttribute('target')).toBe(false);
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
