/** @jest-environment node */
import { insertIntoShell, prepareShell } from './page-shell';

const ASSETS = {
  modulePreloads: ['/assets/route-1.js', '/assets/a&b.js'],
  stylesheets: ['/assets/route.css'],
};
const attribute = JSON.stringify(ASSETS).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const SHELL = `<!doctype html><html><head><meta charset="UTF-8" />
    <script id="futgg-early-requests" data-route-assets="${attribute}">(function(){fetch('/api/')})()</script>
    <script type="module" src="/assets/entry.js"></script></head><body><div id="root"></div></body></html>`;

describe('prepareShell', () => {
  it("swaps the early-requests script for link tags to the route's code and styles", () => {
    const html = prepareShell(SHELL);
    expect(html).not.toContain('futgg-early-requests');
    expect(html).not.toContain("fetch('/api/')");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/route-1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a&amp;b.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/route.css" />');
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>');
  });

  it('leaves a shell without the script as it is', () => {
    const plain = SHELL.replace(/<script id="futgg-early-requests"[^]*?<\/script>/, '');
    expect(prepareShell(plain)).toBe(plain);
  });
});

describe('insertIntoShell', () => {
  it('puts the page in #root and the state right after it', () => {
    const html = insertIntoShell(SHELL, { root: '<p>rows</p>', afterRoot: '<x-state>' });
    expect(html).toContain('<div id="root"><p>rows</p></div><x-state></body>');
  });

  it('inserts the page literally, even where it holds $& or $1 (no replacement patterns)', () => {
    const html = insertIntoShell(SHELL, { root: '<p>$& $1 $$</p>', afterRoot: '' });
    expect(html).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() =>
      insertIntoShell(SHELL.replace('<div id="root"></div>', '<div id="app"></div>'), {
        root: '',
        afterRoot: '',
      }),
    ).toThrow(/root/);
  });
});
