import { escapeHtmlAttribute, findEarlyRequestsElement } from '../boot/early-requests';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The client build's index.html made ready for rendered pages, once at start: the early-requests script
 * (it fetches a page's data before the app loads; a rendered page carries its data already) becomes
 * plain <link> tags for the route's code and styles, which the browser's preload scanner finds without
 * running any script, so nothing pauses the parsing of the rows that follow.
 */
export const prepareShell = (indexHtml: string): string => {
  const found = findEarlyRequestsElement(indexHtml);
  if (!found) return indexHtml;
  const { element, assets } = found;
  const links = [
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtmlAttribute(href)}" />`,
    ),
    ...assets.stylesheets.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtmlAttribute(href)}" />`,
    ),
  ];
  return indexHtml.replace(element, () => links.join('\n    '));
};

/**
 * Puts a rendered page into the shell: the page inside #root, `afterRoot` (its state) just after it.
 * Fails loudly on a shell without an empty #root rather than serve a page that cannot hydrate.
 */
export const insertIntoShell = (shell: string, parts: { root: string; afterRoot: string }): string => {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  return shell.replace(EMPTY_ROOT, () => `<div id="root">${parts.root}</div>${parts.afterRoot}`);
};
