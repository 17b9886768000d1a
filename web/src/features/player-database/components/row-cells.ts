// The player table's rows are React elements, but their cells are markup (playerRowHtml) that the
// table writes itself, all changed rows with one parse: an innerHTML per row costs a parser set-up
// each (about 0.1 ms in Chromium here), which for 50 rows was most of a filter change's commit.

/** The cells' markup each row element holds now. */
const written = new WeakMap<Element, string>();

/** Records the markup a row element was created with (React wrote it). */
export const rememberRowCells = (element: Element, html: string) => written.set(element, html);

/** Gives each row element its cells' markup, parsing only the rows whose markup changed, in one go. */
export const writeRowCells = (rows: readonly { element: Element; html: string }[]) => {
  const changed = rows.filter(({ element, html }) => written.get(element) !== html);
  if (changed.length === 0) return;
  // A detached element of this document, not a <template>: the template's nodes belong to another
  // document and moving them into the page adopts every one (as costly as the parse itself).
  const scratch = document.createElement('div');
  scratch.innerHTML = changed.map(({ html }) => `<div>${html}</div>`).join('');
  const parsed = [...scratch.children];
  changed.forEach(({ element, html }, index) => {
    element.replaceChildren(...(parsed[index]?.childNodes ?? []));
    written.set(element, html);
  });
};
