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
    // https: images too: a user's avatar is their OpenID provider's picture (identity keeps https ones
    // only). An image runs no code; the cost is that the provider sees the page's readers fetch it.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
};

/** The static shell's own policy element (vite.page-policy.ts); rendered pages drop it for the header. */
export const POLICY_META = /[ \t]*<meta http-equiv="Content-Security-Policy"[^>]*>\n?/i;

/**
 * The same policy for a static page's <meta>: browsers ignore frame-ancestors there (and warn), so that
 * one stays in NGINX's header. Its values hold no quote or markup, so it sits in an attribute as it is.
 */
export const metaContentSecurityPolicy = (html: string): string =>
  pageContentSecurityPolicy(html)
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
