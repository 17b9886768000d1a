import fc from 'fast-check';
import { DomainError } from '@futgg/contracts';
import { plainTextOf, sanitisedCommentHtml } from './comment-html.js';

const refusal = (raw: string) => {
  try {
    sanitisedCommentHtml(raw);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(raw.slice(0, 40))}`);
};

describe('sanitisedCommentHtml', () => {
  it.each([
    [
      'keeps the allowed formatting',
      '<p><b>b</b> <i>i</i> <em>em</em> <strong>s</strong></p>',
      '<p><b>b</b> <i>i</i> <em>em</em> <strong>s</strong></p>',
    ],
    [
      'keeps lists, quotes and code',
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre>',
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre>',
    ],
    ['keeps a line break', 'one<br>two', 'one<br />two'],
    ['drops a script with its text', 'hi<script>alert(1)</script>', 'hi'],
    ['drops an image and its handler', 'look <img src=x onerror="alert(1)">here', 'look here'],
    ['drops a style element with its text', '<style>body{display:none}</style>text', 'text'],
    ['drops an iframe', 'a<iframe src="https://evil.example"></iframe>b', 'ab'],
    ['drops attributes of allowed tags', '<b onclick="x()" class="c" style="color:red">x</b>', '<b>x</b>'],
    ['drops unknown tags and keeps their text', '<div><span>kept</span></div>', 'kept'],
    [
      'gives an http link nofollow noopener',
      '<a href="https://fut.gg/x">l</a>',
      '<a href="https://fut.gg/x" rel="nofollow noopener">l</a>',
    ],
    [
      'replaces a sent rel',
      '<a href="http://a.example" rel="opener" target="_blank">l</a>',
      '<a href="http://a.example" rel="nofollow noopener">l</a>',
    ],
    ['drops a javascript: address', '<a href="javascript:alert(1)">l</a>', '<a>l</a>'],
    ['drops a data: address', '<a href="data:text/html,x">l</a>', '<a>l</a>'],
    ['drops a protocol-relative address', '<a href="//evil.example">l</a>', '<a>l</a>'],
    ['escapes plain text instead of reading it', 'a < b & c > d', 'a &lt; b &amp; c &gt; d'],
    ['removes NUL and other control characters', 'a\u0000b\u0007c', 'abc'],
    ['trims the result', '  <p>x</p>  ', '<p>x</p>'],
  ])('%s', (_name, raw, stored) => {
    expect(sanitisedCommentHtml(raw)).toBe(stored);
  });

  it.each([
    ['nothing', ''],
    ['blanks', '   \n '],
    ['only a script', '<script>alert(1)</script>'],
    ['only an image', '<img src=x onerror=alert(1)>'],
    ['empty paragraphs', '<p></p><p> </p><br>'],
  ])('refuses content that is empty once sanitised: %s', (_name, raw) => {
    expect(refusal(raw)).toMatchObject({ code: 'INVALID_INPUT', field: 'content' });
  });

  it('takes 5,000 characters once sanitised and refuses 5,001, naming content', () => {
    expect(sanitisedCommentHtml('x'.repeat(5_000))).toHaveLength(5_000);
    expect(refusal('x'.repeat(5_001))).toMatchObject({ code: 'INVALID_INPUT', field: 'content' });
    // Counted after sanitising: markup that goes does not count.
    expect(sanitisedCommentHtml(`${'<span></span>'.repeat(500)}${'y'.repeat(4_990)}`)).toHaveLength(4_990);
    // Escaping counts: 2,000 "<" are 8,000 characters of HTML.
    expect(refusal('<'.repeat(2_000) + 'a')).toMatchObject({ field: 'content' });
  });

  it('keeps a good link after a refused one whole', () => {
    expect(sanitisedCommentHtml('<a href="javascript:x()">bad</a> <a href="https://fut.gg">good</a>')).toBe(
      '<a>bad</a> <a href="https://fut.gg" rel="nofollow noopener">good</a>',
    );
  });

  it('refuses text holding U+FFFD, what undecodable UTF-8 bytes became', () => {
    expect(refusal('bad \uFFFD bytes')).toMatchObject({ code: 'INVALID_INPUT', field: 'content' });
  });

  it('never lets a script element, an event handler or a javascript: address through', () => {
    const piece = fc.constantFrom(
      '<script>x()</script>',
      '<img src=x onerror=y()>',
      '<a href="javascript:z()">a</a>',
      '<b onmouseover="w()">b</b>',
      '<svg onload=v()>',
      '<scr<script>ipt>',
      'text',
      '<p>',
      '</p>',
      '<',
      '>',
      '"',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
        let html: string;
        try {
          html = sanitisedCommentHtml(`${pieces.join('')} ok`);
        } catch {
          return true;
        }
        return !/<script|<img|<svg|\son[a-z]+=|javascript:/i.test(html);
      }),
    );
  });

  it('gives back plain text as the same visible text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (text) => {
        const clean = text
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u001F\u007F\uFFFD]/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        fc.pre(clean !== '' && !/[<>&]/.test(clean));
        return plainTextOf(sanitisedCommentHtml(clean)) === clean;
      }),
    );
  });
});

describe('plainTextOf', () => {
  it('reads the text of HTML, entities decoded', () => {
    expect(plainTextOf('<p>a &lt; b &amp; <b>c</b></p><p>d</p>')).toBe('a < b & cd');
  });
});
