import sanitizeHtml from 'sanitize-html';
import { COMMENT_LIMITS, DomainError } from '@futgg/contracts';

// A comment's HTML as it is stored and served: only the formatting below survives (docs/comments.md).
// A tag outside the list is dropped and its text kept, except script, style, textarea, option and
// noscript, whose text goes too (sanitize-html's non-text tags). Text is escaped, never interpreted, so
// plain text ("a < b & c") comes back as the same visible text.

export const ALLOWED_COMMENT_TAGS = [
  'b',
  'i',
  'em',
  'strong',
  'a',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
] as const;

const LINK_REL = 'nofollow noopener';
const HTTP_ADDRESS = /^https?:\/\/[^\s/]/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_COMMENT_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Every link gets our rel, whatever was sent: the site vouches for none of them. A link to anything
  // but an http(s) address (javascript:, data:, relative, protocol-relative) loses its address and
  // stays as an inert <a> around its text. (Renaming it to a dropped tag instead confuses the
  // sanitiser's closing tags when a good link follows.)
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs['href']?.trim() ?? '';
      return { tagName, attribs: HTTP_ADDRESS.test(href) ? { href, rel: LINK_REL } : {} };
    },
  },
};

// C0 controls but tab, line feed and carriage return: PostgreSQL refuses NUL in text, the rest only
// hide text from readers.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** U+FFFD is what the gateway's UTF-8 decoding makes of bytes that are not UTF-8. */
const REPLACEMENT_CHARACTER = '\uFFFD';

const invalidContent = (message: string) => new DomainError('INVALID_INPUT', message, { field: 'content' });

/** The visible text of sanitised HTML (a notification's body, the emptiness check). */
export const plainTextOf = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The content as stored: sanitised HTML of 1–5,000 characters, or INVALID_INPUT naming `content`
 * (empty once sanitised, too long once sanitised, or holding bytes that were not UTF-8).
 */
export const sanitisedCommentHtml = (raw: string): string => {
  if (raw.includes(REPLACEMENT_CHARACTER)) {
    throw invalidContent('content is not valid UTF-8 (it holds U+FFFD, the mark of undecodable bytes)');
  }
  const html = sanitizeHtml(raw.replace(CONTROL_CHARACTERS, ''), OPTIONS).trim();
  if (plainTextOf(html) === '') {
    throw invalidContent('content is empty once sanitised: write some text');
  }
  if (html.length > COMMENT_LIMITS.MAX_CONTENT_LENGTH) {
    throw invalidContent(
      `content is ${html.length} characters once sanitised, at most ${COMMENT_LIMITS.MAX_CONTENT_LENGTH}`,
    );
  }
  return html;
};
