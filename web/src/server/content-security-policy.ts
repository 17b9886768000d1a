import { createHash } from 'node:crypto';

/** Inline scripts the browser runs (not JSON data blocks): each needs its hash in script-src. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\btype="application\/(?:json|ld\+json)"/;

/** `'sha256-…'` sources for every inline script a page shell runs. */
export const inlineScriptSources = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '', body = '']) => !DATA_BLOCK.test(attributes) && body.trim() !== '')
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);

/**
 * The policy of a rendered page: everything from this origin only, and of inline scripts exactly the
 * shell's own (the loader that asks for the app after the first paint, the early requests), by hash: an
 * injected script does not run. Styles allow inline (the page's stylesheet is written into it and
 * React sets style attributes), as the API's policy does. Computed once at start from the shells.
 */
export const pageContentSecurityPolicy = (...shells: string[]): string => {
  const scripts = [...new Set(shells.flatMap(inlineScriptSources))];
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
};
