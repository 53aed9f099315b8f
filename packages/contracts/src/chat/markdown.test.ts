import { describe, expect, it } from 'vitest';

import { CHAT_MESSAGE_MAX_LENGTH } from './constants.ts';
import {
  type ChatMarkdownBlock,
  type ChatMarkdownInline,
  linkify,
  markdownToPlainText,
  parseChatMarkdown,
  safeHref,
} from './markdown.ts';

const text = (value: string): ChatMarkdownInline => ({ type: 'text', text: value });
const paragraph = (...children: ChatMarkdownInline[]): ChatMarkdownBlock => ({
  type: 'paragraph',
  children,
});
/** The inline pieces of a one-paragraph text. */
const inline = (source: string) => {
  const blocks = parseChatMarkdown(source);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.type !== 'paragraph') throw new Error(`not a paragraph: ${JSON.stringify(blocks)}`);
  return block.children;
};

function hrefsIn(blocks: readonly ChatMarkdownBlock[]): string[] {
  const hrefs: string[] = [];
  const visitInlines = (inlines: readonly ChatMarkdownInline[]) => {
    for (const piece of inlines) {
      if (piece.type === 'link') hrefs.push(piece.href);
      if ('children' in piece) visitInlines(piece.children);
    }
  };
  const visit = (list: readonly ChatMarkdownBlock[]) => {
    for (const block of list) {
      if (block.type === 'paragraph') visitInlines(block.children);
      else if (block.type === 'quote') visit(block.children);
      else if (block.type === 'list') block.items.forEach(visit);
    }
  };
  visit(blocks);
  return hrefs;
}

const MENTION = '<@0b7c6a52-1d3e-4f5a-9b8c-7d6e5f4a3b2c>';

describe('blocks', () => {
  it('reads paragraphs, a single newline as a line break and a blank line as a new paragraph', () => {
    expect(parseChatMarkdown('one\ntwo\n\nthree')).toEqual([
      paragraph(text('one'), { type: 'break' }, text('two')),
      paragraph(text('three')),
    ]);
    expect(parseChatMarkdown('')).toEqual([]);
    expect(parseChatMarkdown('a\r\nb')).toEqual([
      paragraph(text('a'), { type: 'break' }, text('b')),
    ]);
  });

  it('keeps a fenced code block verbatim, language word ignored, even when unclosed', () => {
    expect(
      parseChatMarkdown('Look:\n```ts\nconst a = **b** <@all>;\n  indented\n```\nafter'),
    ).toEqual([
      paragraph(text('Look:')),
      { type: 'codeBlock', text: 'const a = **b** <@all>;\n  indented' },
      paragraph(text('after')),
    ]);
    expect(parseChatMarkdown('```\nopen')).toEqual([{ type: 'codeBlock', text: 'open' }]);
    // Three backticks on one line with text are a code span, not a fence.
    expect(inline('```x```')).toEqual([{ type: 'code', text: 'x' }]);
  });

  it('reads quotes, which end at the first line without ">"', () => {
    expect(parseChatMarkdown('> quoted *well*\n>second\nmy answer')).toEqual([
      {
        type: 'quote',
        children: [
          paragraph(
            text('quoted '),
            { type: 'em', children: [text('well')] },
            { type: 'break' },
            text('second'),
          ),
        ],
      },
      paragraph(text('my answer')),
    ]);
  });

  it('reads unordered and ordered lists, keeping the start number, and a nested list', () => {
    expect(parseChatMarkdown('Buy:\n- milk\n* eggs\n  - brown\n\n3. three\n4. four')).toEqual([
      paragraph(text('Buy:')),
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [paragraph(text('milk'))],
          [
            paragraph(text('eggs')),
            { type: 'list', ordered: false, start: 1, items: [[paragraph(text('brown'))]] },
          ],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[paragraph(text('three'))], [paragraph(text('four'))]],
      },
    ]);
  });

  it('leaves what is not in the subset as text: headings, rules, a marker without a space', () => {
    expect(inline('# Title')).toEqual([text('# Title')]);
    expect(inline('-not a list')).toEqual([text('-not a list')]);
    expect(inline('2024 was good')).toEqual([text('2024 was good')]);
    // Only a list from 1 cuts a paragraph short; one that starts a message may start anywhere.
    expect(parseChatMarkdown('born in\n1984. A year')).toEqual([
      paragraph(text('born in'), { type: 'break' }, text('1984. A year')),
    ]);
    expect(parseChatMarkdown('Steps:\n1. one')[1]).toMatchObject({ type: 'list', start: 1 });
  });
});

describe('inline', () => {
  it('reads code, bold and italic in both spellings', () => {
    expect(inline('`a *b*` **bold** __also__ *it* _it_')).toEqual([
      { type: 'code', text: 'a *b*' },
      text(' '),
      { type: 'strong', children: [text('bold')] },
      text(' '),
      { type: 'strong', children: [text('also')] },
      text(' '),
      { type: 'em', children: [text('it')] },
      text(' '),
      { type: 'em', children: [text('it')] },
    ]);
    expect(inline('***both***')).toEqual([
      { type: 'em', children: [{ type: 'strong', children: [text('both')] }] },
    ]);
  });

  it('keeps underscores inside words, and unbalanced markers, as written', () => {
    expect(inline('snake_case_name and __init__.py')).toEqual([
      text('snake_case_name and '),
      { type: 'strong', children: [text('init')] },
      text('.py'),
    ]);
    expect(inline('file_name_v2')).toEqual([text('file_name_v2')]);
    expect(inline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(inline('**not closed')).toEqual([text('**not closed')]);
    expect(inline('`not closed')).toEqual([text('`not closed')]);
    expect(inline('a ** b')).toEqual([text('a ** b')]);
  });

  it('takes a backslash escape as the literal character', () => {
    expect(inline('\\*not italic\\* \\_x\\_ \\` \\[a](https://e.com) \\q')).toEqual([
      text('*not italic* _x_ ` [a]('),
      { type: 'link', href: 'https://e.com', children: [text('https://e.com')] },
      text(') \\q'),
    ]);
  });

  it('makes links of [text](address) with http, https or mailto only', () => {
    expect(
      inline('[the **form**](https://example.com/a_(b)) and [me](mailto:ann@example.com)'),
    ).toEqual([
      {
        type: 'link',
        href: 'https://example.com/a_(b)',
        children: [text('the '), { type: 'strong', children: [text('form')] }],
      },
      text(' and '),
      { type: 'link', href: 'mailto:ann@example.com', children: [text('me')] },
    ]);
    expect(inline('[x](javascript:alert(1))')).toEqual([text('[x](javascript:alert(1))')]);
    expect(inline('[x](/relative)')).toEqual([text('[x](/relative)')]);
  });

  it('links bare addresses as before, leaving punctuation and markers around them', () => {
    expect(inline('See https://example.com/a?b=1. Or **www.example.org**!')).toEqual([
      text('See '),
      {
        type: 'link',
        href: 'https://example.com/a?b=1',
        children: [text('https://example.com/a?b=1')],
      },
      text('. Or '),
      {
        type: 'strong',
        children: [
          {
            type: 'link',
            href: 'https://www.example.org',
            children: [text('www.example.org')],
          },
        ],
      },
      text('!'),
    ]);
    // Emphasis markers inside an address are part of it; a word's underscores too.
    expect(inline('https://example.com/*a*_b_')).toEqual([
      {
        type: 'link',
        href: 'https://example.com/*a*_b',
        children: [text('https://example.com/*a*_b')],
      },
      text('_'),
    ]);
  });

  it('never puts a link inside a link', () => {
    expect(inline('[see https://a.example](https://b.example)')).toEqual([
      { type: 'link', href: 'https://b.example', children: [text('see https://a.example')] },
    ]);
    expect(inline('[[in](https://a.example)](https://b.example)')).toEqual([
      text('['),
      { type: 'link', href: 'https://a.example', children: [text('in')] },
      text(']('),
      { type: 'link', href: 'https://b.example', children: [text('https://b.example')] },
      text(')'),
    ]);
  });

  it('keeps mentions whole in text leaves, and as written inside code', () => {
    expect(inline(`**hi ${MENTION}** and <@all>, \`${MENTION}\``)).toEqual([
      { type: 'strong', children: [text(`hi ${MENTION}`)] },
      text(' and <@all>, '),
      { type: 'code', text: MENTION },
    ]);
  });

  it('lets the highlight marks U+0001 and U+0002 through untouched', () => {
    expect(inline('a \u0001*found*\u0002 `\u0001x\u0002`')).toEqual([
      text('a \u0001'),
      { type: 'em', children: [text('found')] },
      text('\u0002 '),
      { type: 'code', text: '\u0001x\u0002' },
    ]);
  });
});

describe('markdownToPlainText', () => {
  it('strips the markup with the same grammar', () => {
    expect(
      markdownToPlainText(
        '**Bold** _it_ `code` [link](https://e.com) \\*\n> quote\n- one\n- two\n\n7. seven\n```\nx = *y*\n```',
      ),
    ).toBe('Bold it code link *\nquote\n• one\n• two\n7. seven\nx = *y*');
  });

  it('keeps mentions as tokens, snake_case, control characters and unknown markup', () => {
    expect(markdownToPlainText(`${MENTION} see my_file_name \u0001hit\u0002 <b>x</b> # h`)).toBe(
      `${MENTION} see my_file_name \u0001hit\u0002 <b>x</b> # h`,
    );
  });

  it('is the text itself when there is no markup', () => {
    const plain = 'Hello there, see you at 3 (or 4)? 5 - 2 = 3';
    expect(markdownToPlainText(plain)).toBe(plain);
  });
});

describe('linkify (plain messages)', () => {
  it('links http(s) and www. addresses exactly as before', () => {
    expect(linkify('Forms: https://example.com/a?b=1. Or www.example.org! *x*')).toEqual([
      { kind: 'text', text: 'Forms: ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org' },
      { kind: 'text', text: '! *x*' },
    ]);
  });
});

/** Links that must never become anything but text: every spelling of a script address. */
const XSS_LINKS = [
  '[x](javascript:alert(1))',
  '[x](JavaScript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x]( javascript:alert(1) )',
  '[x](javascript&colon;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;avascript:alert(1))',
  '[x](&#0000106&#0000097vascript:alert(1))',
  '[x](java\nscript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](java&#09;script:alert(1))',
  '[x](\u0001javascript:alert(1))',
  '[x](%6Aavascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](javascript://example.com/%0Aalert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](VBScript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](DATA:text/html,<script>alert(1)</script>)',
  '[x](  data:image/svg+xml,<svg onload=alert(1)>)',
  '[x](https:javascript:alert(1))',
  '[x](http:alert(1))',
  '[x](//evil.example/x)',
  '[x](/relative)',
  '[x](file:///etc/passwd)',
  '![x](javascript:alert(1))',
  '[[x](javascript:alert(1))](javascript:alert(1))',
];

/** Raw HTML and other tricks: text as written, with no link but a safe one. */
const XSS_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  'javascript:alert(1)',
  'www.javascript:alert(1)',
  'https://example.com/"onmouseover="alert(1)',
  '[<img src=x onerror=alert(1)>](https://example.com)',
  '**<script>**alert(1)**</script>**',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '[a](https://example.com)[b](javascript:alert(1))',
  '[[[[[[x](https://example.com)]]]]]]',
];

describe('the XSS corpus', () => {
  it.each(XSS_LINKS)('keeps %j as literal text, with no link', (source) => {
    const blocks = parseChatMarkdown(source);
    expect(hrefsIn(blocks)).toEqual([]);
    expect(markdownToPlainText(source)).toContain('x');
  });

  it.each([...XSS_LINKS, ...XSS_TEXT])('gives %j only http(s) and mailto links', (source) => {
    for (const href of hrefsIn(parseChatMarkdown(source))) {
      expect(href).toMatch(/^(?:https?:\/\/[^\s]|mailto:)/);
      expect(safeHref(href)).toBe(href);
    }
  });

  it('keeps raw HTML as the characters written', () => {
    expect(inline('<img src=x onerror=alert(1)>')).toEqual([text('<img src=x onerror=alert(1)>')]);
    expect(markdownToPlainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('refuses every address that is not http(s) with a host or mailto', () => {
    for (const href of [
      'javascript:alert(1)',
      ' https://e.com',
      'https://',
      'mailto:',
      'ftp://e.com',
    ]) {
      expect(safeHref(href)).toBeNull();
    }
    expect(safeHref('HTTPS://e.com/x')).toBe('HTTPS://e.com/x');
  });
});

describe('bounded work', () => {
  const longest = CHAT_MESSAGE_MAX_LENGTH;
  const fill = (unit: string) => unit.repeat(Math.ceil(longest / unit.length)).slice(0, longest);
  const hostile = [
    fill('*'),
    fill('_'),
    fill('*a'),
    fill('_a '),
    fill('**a'),
    fill('a**'),
    fill('*_'),
    `${'*_'.repeat(1000)}a${'_*'.repeat(999)}`,
    fill('['),
    fill(']'),
    fill('[a]('),
    fill('[a](https://e.com'),
    fill('`'),
    fill('` `` '),
    fill('\\'),
    fill('>'),
    fill('> '),
    fill('- '),
    fill('  - a\n'),
    fill('1. a\n   '),
    fill('```\n'),
    fill('https://a.b/'),
    `https://a.b/${'.'.repeat(longest - 20)}x`,
    fill('www.'),
    fill(`${MENTION}*`),
  ];

  it.each(hostile.map((source, index) => [index, source]))(
    'parses hostile input #%i in bounded time',
    (_index, source) => {
      const started = performance.now();
      parseChatMarkdown(source);
      markdownToPlainText(source);
      expect(performance.now() - started).toBeLessThan(250);
    },
  );

  it('keeps every character of a long run of markers', () => {
    expect(markdownToPlainText(fill('*'))).toBe(fill('*'));
    expect(markdownToPlainText(fill('_'))).toBe(fill('_'));
    expect(markdownToPlainText(fill('[a]('))).toBe(fill('[a]('));
  });
});
