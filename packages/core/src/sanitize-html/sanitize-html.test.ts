// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { containsScriptUrl } from '../link-safety/index.ts';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, sanitizeHtml } from './index.ts';

// DOMPurify's own regression payloads, read in place (MPL-2.0/Apache-2.0, see the LICENSE beside it).
const CORPUS_PATH = '/work/shared/corpora/dompurify/expect.json';
interface CorpusCase {
  title?: string;
  payload: string;
  expected: unknown;
}
const corpus = JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as CorpusCase[];

const quiet = { warn: () => undefined };
const allowedTags = new Set<string>(RICH_TEXT_TAGS);
const allowedAttributes = new Set<string>(RICH_TEXT_ATTRIBUTES);
// Attributes a browser resolves as a URL (and may therefore run as javascript:).
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'cite',
  'data',
  'codebase',
  'dynsrc',
  'lowsrc',
]);

/** Parses sanitised output the way a page would render it, returning every element. */
function renderedElements(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')];
}

function executableFindings(html: string): string[] {
  const findings: string[] = [];
  for (const element of renderedElements(html)) {
    const tag = element.localName;
    if (tag === 'script') findings.push('script element');
    if (!allowedTags.has(tag)) findings.push(`tag ${tag}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`${tag}[${name}] event handler`);
      // DOMPurify cannot remove an `is` attribute safely and empties it instead; an empty one is inert.
      const inertIs = name === 'is' && attribute.value === '';
      if (!allowedAttributes.has(name) && !inertIs) findings.push(`${tag}[${name}] not allowed`);
      if (URL_ATTRIBUTES.has(name) && containsScriptUrl(attribute.value)) {
        findings.push(`${tag}[${name}] javascript: URL`);
      }
    }
  }
  return findings;
}

describe('§5 rich text: DOMPurify regression corpus', () => {
  it('reads all 223 payloads', () => {
    expect(corpus).toHaveLength(223);
  });

  it.each(corpus.map((entry, index) => [index, entry.title ?? '(untitled)', entry.payload] as const))(
    '§5 payload %i (%s) leaves nothing executable',
    (_index, _title, payload) => {
      const clean = sanitizeHtml(payload, quiet);
      expect(executableFindings(clean)).toEqual([]);
      // Sanitising is idempotent: a second pass finds nothing more to remove.
      expect(sanitizeHtml(clean, quiet)).toBe(clean);
    },
  );
});

describe('§5 rich text rules', () => {
  it('§5 script and noscript tags are removed with their body', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><noscript>hidden text</noscript><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeHtml('<div><SCRIPT type="text/javascript">x()</SCRIPT>ok</div>')).toBe('<div>ok</div>');
  });

  it('§5 comments are removed', () => {
    expect(sanitizeHtml('<p>a<!-- internal note --></p><!--[if IE]><script>x()</script><![endif]-->')).toBe(
      '<p>a</p>',
    );
  });

  it('§5 only whitelisted tags remain; others are unwrapped', () => {
    expect(sanitizeHtml('<font color="red">red <b>bold</b></font>')).toBe('red <b>bold</b>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<form action="/x"><input name="pwd"><button>Go</button></form>')).toBe('Go');
    expect(sanitizeHtml('<style>p{display:none}</style><p>x</p>')).toBe('<p>x</p>');
  });

  it('§5 only whitelisted attributes remain', () => {
    expect(
      sanitizeHtml(
        '<p style="position:fixed" class="c" id="i" data-x="1" aria-label="l" onclick="x()">t</p>',
      ),
    ).toBe('<p>t</p>');
    expect(sanitizeHtml('<table><tr><td colspan="2" rowspan="1" bgcolor="red">x</td></tr></table>')).toBe(
      '<table><tbody><tr><td colspan="2" rowspan="1">x</td></tr></tbody></table>',
    );
  });

  it('keeps the structure of a typical announcement', () => {
    const html =
      '<h2>Listing</h2><p>Trading of <strong>ABC</strong> starts <em>today</em>.</p>' +
      '<ul><li>Pair: <code>ABC/USDT</code></li></ul><blockquote>Note</blockquote>' +
      '<img src="https://cdn.example.com/a.png" alt="logo" width="120" height="40">';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('§5 rich text links go through link safety', () => {
  it('§5 drops javascript: and disallowed starts, with a warning for the latter', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>', { warn })).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>', { warn })).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="ftp://example.com/f">x</a>', { warn })).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/redirect?to=javascript:alert(1)">x</a>', { warn })).toBe('<a>x</a>');
    expect(warnings.some((message) => message.includes('ftp://'))).toBe(true);
    expect(warnings.some((message) => message.includes('/redirect'))).toBe(true);
  });

  it('§5 keeps allowed links', () => {
    for (const href of [
      'https://example.com/a',
      '/spot/BTCUSDT',
      '#top',
      'mailto:help@example.com',
      'tel:+1234',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('§5 allows configured deep-link schemes only when configured', () => {
    expect(sanitizeHtml('<a href="tideline://trade">x</a>', { deepLinkSchemes: ['tideline'] })).toBe(
      '<a href="tideline://trade">x</a>',
    );
    expect(sanitizeHtml('<a href="tideline://trade">x</a>', quiet)).toBe('<a>x</a>');
  });

  it('target=_blank links get rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://e.com" target="_blank">x</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://e.com" target="_BLANK" rel="nofollow noopener">x</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://e.com" target="_self">x</a>')).toBe(
      '<a href="https://e.com" target="_self">x</a>',
    );
    expect(sanitizeHtml('<a href="https://e.com" target="someframe">x</a>')).toBe(
      '<a href="https://e.com">x</a>',
    );
  });

  it('image sources go through link safety', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe(
      '<img src="data:image/png;base64,AAAA" alt="a">',
    );
    expect(sanitizeHtml('<img src="data:text/html;base64,AAAA" alt="a">', quiet)).toBe('<img alt="a">');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">', quiet)).toBe('<img>');
    expect(sanitizeHtml('<img src="blob:https://example.com/1">')).toBe(
      '<img src="blob:https://example.com/1">',
    );
  });
});

describe('sanitizeHtml window option', () => {
  it('uses an explicitly given window', () => {
    expect(sanitizeHtml('<p onclick="x()">a</p>', { window })).toBe('<p>a</p>');
  });
});
