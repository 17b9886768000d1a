/** @jest-environment node */
import { insertIntoShell } from './page-shell';

const SHELL =
  '<!doctype html><html><head><meta charset="UTF-8" /><script>early()</script></head><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>';

describe('insertIntoShell', () => {
  it('puts the head part before the early-requests script, the page in #root and the state after it', () => {
    const html = insertIntoShell(SHELL, {
      head: '<meta name="m" />',
      root: '<p>rows</p>',
      afterRoot: '<x-state>',
    });
    expect(html.indexOf('<meta name="m" />')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('<meta name="m" />')).toBeLessThan(html.indexOf('<script>early()'));
    expect(html).toContain('<div id="root"><p>rows</p></div><x-state><script type="module"');
  });

  it('inserts the page literally, even where it holds $& or $1 (no replacement patterns)', () => {
    const html = insertIntoShell(SHELL, { head: '', root: '<p>$& $1 $$</p>', afterRoot: '' });
    expect(html).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('refuses a shell without a charset or an empty #root', () => {
    const parts = { head: '', root: '', afterRoot: '' };
    expect(() => insertIntoShell(SHELL.replace('<meta charset="UTF-8" />', ''), parts)).toThrow(/charset/);
    expect(() =>
      insertIntoShell(SHELL.replace('<div id="root"></div>', '<div id="app"></div>'), parts),
    ).toThrow(/#?root/);
  });
});
