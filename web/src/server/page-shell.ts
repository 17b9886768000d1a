import { EARLY_REQUESTS_SCRIPT_ID } from '../boot/early-requests';

const EMPTY_ROOT = '<div id="root"></div>';
const EARLY_REQUESTS_SCRIPT = new RegExp(
  `<script id="${EARLY_REQUESTS_SCRIPT_ID}" data-route-assets="([^"]*)">[\\s\\S]*?</script>`,
);

interface RouteAssets {
  modulePreloads: string[];
  stylesheets: string[];
}

const unescapeAttribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The client build's index.html made ready for rendered pages, once at start: the early-requests script
 * (it fetches a page's data before the app loads; a rendered page carries its data already) becomes
 * plain <link> tags for the route's code and styles, which the browser's preload scanner finds without
 * running any script, so nothing pauses the parsing of the rows that follow.
 */
export const prepareShell = (indexHtml: string): string => {
  const match = EARLY_REQUESTS_SCRIPT.exec(indexHtml);
  if (!match) return indexHtml;
  const assets = JSON.parse(unescapeAttribute(match[1] ?? '{}')) as RouteAssets;
  const links = [
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`,
    ),
    ...assets.stylesheets.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />`,
    ),
  ];
  return indexHtml.replace(EARLY_REQUESTS_SCRIPT, () => links.join('\n    '));
};

/**
 * Puts a rendered page into the shell: the page inside #root, `afterRoot` (its state) just after it.
 * Fails loudly on a shell without an empty #root rather than serve a page that cannot hydrate.
 */
export const insertIntoShell = (shell: string, parts: { root: string; afterRoot: string }): string => {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  return shell.replace(EMPTY_ROOT, () => `<div id="root">${parts.root}</div>${parts.afterRoot}`);
};
