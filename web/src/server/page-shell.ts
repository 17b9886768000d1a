import { EARLY_REQUESTS_KEY, escapeHtmlAttribute, findEarlyRequestsElement } from '../boot/early-requests';
import { escapeHtml as escapeHtmlText } from '../lib/escape-html';
import { loadAppAfterFirstPaint, type AppLoad } from '../boot/load-after-first-paint';
import { SERVER_STATE_ELEMENT_ID } from '../app/server-state';
import { POLICY_META } from './content-security-policy';

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\n?/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/g;

/** A stylesheet's text by its href, or undefined to leave the page's <link> to it as it is. */
export type StylesheetText = (href: string) => string | undefined;

/** CSS that cannot end the <style> element it sits in (no rule can hold '</style' to any purpose). */
const cssInStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The page's stylesheets written into it: a cold load then paints once the HTML is parsed, instead of
 * waiting for a second request that, on a busy machine, came in 20 ms after the HTML (docs/architecture.md,
 * "The styles are in the page"). The build has a single stylesheet (no CSS code splitting), so no route
 * chunk asks for one of these again after hydration.
 */
const inlineStylesheets = (html: string, stylesheetText: StylesheetText) =>
  html.replace(STYLESHEET, (link, href: string) => {
    const css = stylesheetText(href);
    return css === undefined
      ? link
      : `<style data-href="${escapeHtmlAttribute(href)}">${cssInStyle(css)}</style>`;
  });

/** JSON that cannot end the inline script it sits in. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The client build's index.html made ready for rendered pages, once at start.
 * - The early-requests script (it fetches a page's data before the app loads; a rendered page carries
 *   its data already) becomes plain <link> tags for the route's styles.
 * - Given `stylesheetText`, every stylesheet the page links to is written into it instead.
 * - The app's code (Vite's entry script and module preloads, and the route's modules) is asked for by
 *   an inline script once the page has been painted (loadAppAfterFirstPaint),
 *   so neither its download nor its compilation competes with the parsing and the first frame of the
 *   rows. The same script then fetches the shared queries the page left out of its state.
 * - The static shell's <meta> policy goes: it names only the static scripts, and the renderer sends the
 *   policy of its pages as a header.
 */
export const prepareShell = (staticHtml: string, stylesheetText?: StylesheetText): string => {
  const indexHtml = staticHtml.replace(POLICY_META, '');
  const found = findEarlyRequestsElement(indexHtml);
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!found || !entry) return indexHtml;
  const { element, assets } = found;
  const entryPreloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const app: AppLoad = {
    entry,
    modulePreloads: [...entryPreloads, ...assets.modulePreloads],
    stateElementId: SERVER_STATE_ELEMENT_ID,
    earlyRequestsKey: EARLY_REQUESTS_KEY,
  };
  const styles = assets.stylesheets.map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeHtmlAttribute(href)}" />`,
  );
  // An inline module script: deferred like Vite's entry, it runs once the page is parsed and its
  // styles are in, and blocks neither. A classic one at the end of the body blocked the parser until
  // the styles arrived, which on a cold load put the rows in the DOM 50 ms later half the time.
  const loader = `<script type="module">(${loadAppAfterFirstPaint.toString()})(${jsonInScript(app)});</script>\n`;
  const html = indexHtml
    .replace(element, () => styles.join('\n    '))
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `    ${loader}`);
  return stylesheetText ? inlineStylesheets(html, stylesheetText) : html;
};

/**
 * Puts a rendered page into the shell: the page inside #root, `afterRoot` (its state) just after it.
 * Fails loudly on a shell without an empty #root rather than serve a page that cannot hydrate.
 */
export const insertIntoShell = (shell: string, parts: { root: string; afterRoot: string }): string => {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  return shell.replace(EMPTY_ROOT, () => `<div id="root">${parts.root}</div>${parts.afterRoot}`);
};

const SHELL_TITLE = /<title>[^<]*<\/title>/;

/** The page's own title in place of the shell's, escaped; the shell's stays when the page set none. */
export const withTitle = (html: string, title: string | null): string =>
  title === null ? html : html.replace(SHELL_TITLE, () => `<title>${escapeHtmlText(title)}</title>`);
