import DOMPurify from 'dompurify';

// Search descriptions are HTML from our server (built from escaped text), but a description is still
// markup reaching innerHTML: only inline formatting survives, no attributes but class.
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'span', 'small', 'br'];

export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['class'] });
