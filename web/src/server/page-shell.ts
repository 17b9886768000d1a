const CHARSET = /<meta charset[^>]*>/i;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts a rendered page into the client build's index.html: `head` right after the charset (ahead of
 * the early-requests script, which reads it), the page inside #root, `afterRoot` just after it.
 * Fails loudly on a shell without those marks rather than serve a page that cannot hydrate.
 */
export const insertIntoShell = (
  shell: string,
  parts: { head: string; root: string; afterRoot: string },
): string => {
  if (!CHARSET.test(shell)) throw new Error('index.html has no <meta charset>');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  return shell
    .replace(CHARSET, (tag) => `${tag}\n    ${parts.head}`)
    .replace(EMPTY_ROOT, () => `<div id="root">${parts.root}</div>${parts.afterRoot}`);
};
