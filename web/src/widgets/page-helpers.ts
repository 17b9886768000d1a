// Page helpers for server-rendered markup (spec, second document, section 2 "Other page helpers"),
// attached by attribute. They share their rules with the React components (lib/sortable, lib/click-once).
import { COPY_TOOLTIP_MS, writeToClipboard } from '../components/copy-button';
import { lockBodyScroll } from '../hooks/use-body-scroll-lock';
import { guardFirstClick } from '../lib/click-once';
import { nextSortDirection, sortedRows, type SortDirection } from '../lib/sortable';

/** `<table data-sortable>`: header clicks sort rows; cells may carry data-sort-value / data-sort-alt-value. */
export const attachSortableTables = (root: ParentNode) => {
  for (const table of root.querySelectorAll<HTMLTableElement>('table[data-sortable]')) {
    let current: { key: string; direction: SortDirection } | null = null;
    table.querySelectorAll<HTMLTableCellElement>('thead th').forEach((header, column) => {
      header.style.cursor = 'pointer';
      header.tabIndex = 0;
      const sort = (event: MouseEvent | KeyboardEvent) => {
        const body = table.tBodies[0];
        if (!body) return;
        const useAlt = event.shiftKey || event.altKey;
        const direction = nextSortDirection(current, String(column));
        current = { key: String(column), direction };
        const valueOf = (row: HTMLTableRowElement) => {
          const cell = row.cells[column];
          if (!cell) throw new Error('row has no such cell');
          return (
            (useAlt ? cell.dataset['sortAltValue'] : undefined) ??
            cell.dataset['sortValue'] ??
            cell.textContent?.trim() ??
            ''
          );
        };
        // sortedRows keeps the order when a row is malformed: sorting errors are ignored.
        for (const row of sortedRows([...body.rows], valueOf, direction)) body.appendChild(row);
        table.querySelectorAll('thead th').forEach((other) => other.removeAttribute('aria-sort'));
        header.setAttribute('aria-sort', direction === 'asc' ? 'ascending' : 'descending');
      };
      header.addEventListener('click', sort);
      header.addEventListener(
        'keydown',
        (event) => (event.key === 'Enter' || event.key === ' ') && sort(event),
      );
    });
  }
};

/** `[data-copy="text"]`: copies, shows a tooltip, hides it after 3000 ms. */
export const attachClipboardButtons = (root: ParentNode) => {
  for (const button of root.querySelectorAll<HTMLElement>('[data-copy]')) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      const isCopied = await writeToClipboard(button.dataset['copy'] ?? '');
      button.querySelector('.tooltip')?.remove();
      const tooltip = document.createElement('span');
      tooltip.className = 'tooltip';
      tooltip.setAttribute('role', 'status');
      tooltip.textContent = isCopied ? 'Copied!' : 'Copy failed';
      button.style.position = 'relative';
      button.appendChild(tooltip);
      clearTimeout(timer);
      timer = setTimeout(() => tooltip.remove(), COPY_TOOLTIP_MS);
    });
  }
};

/** `button[data-click-once]`: the first click goes through and disables the button; later ones are blocked. */
export const attachButtonProtection = (root: ParentNode) => {
  for (const button of root.querySelectorAll<HTMLButtonElement>(
    'button[data-click-once], input[type=submit][data-click-once]',
  )) {
    button.addEventListener('click', (event) => guardFirstClick(button, event), { capture: true });
  }
};

/** `[data-tooltip="text"]`: a tooltip on hover and focus. */
export const attachTooltips = (root: ParentNode) => {
  for (const element of root.querySelectorAll<HTMLElement>('[data-tooltip]')) {
    const tooltip = document.createElement('span');
    tooltip.className = 'tooltip';
    tooltip.setAttribute('role', 'tooltip');
    tooltip.id = `tooltip-${Math.random().toString(36).slice(2)}`;
    tooltip.textContent = element.dataset['tooltip'] ?? '';
    tooltip.hidden = true;
    element.style.position = 'relative';
    element.appendChild(tooltip);
    element.setAttribute('aria-describedby', tooltip.id);
    const show = () => (tooltip.hidden = false);
    const hide = () => (tooltip.hidden = true);
    element.addEventListener('mouseenter', show);
    element.addEventListener('focus', show);
    element.addEventListener('mouseleave', hide);
    element.addEventListener('blur', hide);
  }
};

/** `[data-mega-menu-toggle="<panel id>"]`: opens the panel and locks body scrolling; closing reverses it. */
export const attachMegaMenuToggles = (root: ParentNode) => {
  for (const toggle of root.querySelectorAll<HTMLElement>('[data-mega-menu-toggle]')) {
    const panel = document.getElementById(toggle.dataset['megaMenuToggle'] ?? '');
    if (!panel) continue;
    let release: (() => void) | null = null;
    const setOpen = (isOpen: boolean) => {
      panel.hidden = !isOpen;
      toggle.setAttribute('aria-expanded', String(isOpen));
      if (isOpen && !release) release = lockBodyScroll();
      if (!isOpen && release) {
        release();
        release = null;
      }
    };
    setOpen(false);
    toggle.addEventListener('click', () => setOpen(panel.hidden));
    document.addEventListener('keydown', (event) => event.key === 'Escape' && setOpen(false));
  }
};

/** `[data-sticky-header="<page header id>"]`: shown once the page scrolls past the header's original bottom. */
export const attachStickyHeaders = (root: ParentNode) => {
  for (const sticky of root.querySelectorAll<HTMLElement>('[data-sticky-header]')) {
    const header = document.getElementById(sticky.dataset['stickyHeader'] ?? '');
    if (!header) continue;
    const edge = header.getBoundingClientRect().bottom + window.scrollY;
    const update = () => sticky.classList.toggle('is-visible', window.scrollY > edge);
    window.addEventListener('scroll', update, { passive: true });
    update();
  }
};

export const attachPageHelpers = (root: ParentNode = document) => {
  attachSortableTables(root);
  attachClipboardButtons(root);
  attachButtonProtection(root);
  attachTooltips(root);
  attachMegaMenuToggles(root);
  attachStickyHeaders(root);
};
