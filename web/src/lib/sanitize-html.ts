import DOMPurify from 'dompurify';

// Search descriptions are HTML from our server (built from escaped text), but a description is still
// markup reaching innerHTML: only inline formatting survives, no attributes but class.
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'span', 'small', 'br'];

export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['class'] });

// Comments are sanitised by the social service already; this is the second line of defence. What a
// comment may hold: paragraphs, lists, quotes, code, links (http, https, mailto only) and inline
// formatting, no attributes but a link's href and title.
const COMMENT_TAGS = [...ALLOWED_TAGS, 'p', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'];

export const sanitizeCommentHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: COMMENT_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
