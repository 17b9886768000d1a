/** @jest-environment node */
import { insertIntoShell, prepareShell } from './page-shell';

const ASSETS = {
  modulePreloads: ['/assets/route-1.js', '/assets/a&b.js'],
  stylesheets: ['/assets/route.css'],
};
const attribute = JSON.stringify(ASSETS).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const SHELL = `<!doctype html><html><head><meta charset="UTF-8" />
    <script id="futgg-early-requests" data-route-assets="${attribute}">(function(){fetch('/api/')})()</script>
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"></div></body></html>`;

/** The argument the page's inline loader is called with. */
const loaderArgument = (html: string) => {
  const match =
    /<script type="module">\(function loadAppAfterFirstPaint[^]*?\}\)\((\{[^]*?\})\);<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

describe('prepareShell', () => {
  it("swaps the early-requests script for link tags to the route's styles", () => {
    const html = prepareShell(SHELL);
    expect(html).not.toContain('futgg-early-requests');
    expect(html).not.toContain("fetch('/api/')");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/route.css" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('asks for no code while the page is parsed: the entry and every module come from the loader', () => {
    const html = prepareShell(SHELL);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(loaderArgument(html)).toEqual({
      entry: '/assets/entry.js',
      modulePreloads: ['/assets/vendor.js', '/assets/route-1.js', '/assets/a&b.js'],
      stateElementId: 'futgg-server-state',
      earlyRequestsKey: '__futggEarlyRequests',
    });
    // In the head, where the entry was: a module script runs after parsing, blocking nothing.
    expect(html.indexOf('loadAppAfterFirstPaint')).toBeLessThan(html.indexOf('</head>'));
  });

  it("drops the static shell's <meta> policy: the renderer's header names the rendered page's scripts", () => {
    const withPolicy = SHELL.replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="script-src 'self'" />`,
    );
    const html = prepareShell(withPolicy);
    expect(html).not.toContain('Content-Security-Policy');
    expect(html).toBe(prepareShell(SHELL));
  });

  it('writes a loader argument that cannot close its script', () => {
    const hostile = SHELL.replace('/assets/entry.js', '/assets/</script><b>.js');
    expect(prepareShell(hostile)).not.toContain('</script><b>');
    expect(loaderArgument(prepareShell(hostile))?.['entry']).toBe('/assets/</script><b>.js');
  });

  it('writes the stylesheets into the page when it is given their text, escaped, and links to any it is not', () => {
    const texts: Record<string, string> = {
      '/assets/index.css': 'a{color:red}/* </style><script>x()</script> */',
    };
    const html = prepareShell(SHELL, (href) => texts[href]);
    expect(html).toContain(
      '<style data-href="/assets/index.css">a{color:red}/* <\\/style><script>x()</script> */</style>',
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    // No text for the route's stylesheet: its link stays.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/route.css" />');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves a shell without the early-requests script, or without an entry, as it is', () => {
    const noEntry = SHELL.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(prepareShell(noEntry)).toBe(noEntry);
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
