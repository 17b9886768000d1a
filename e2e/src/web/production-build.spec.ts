import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// What NGINX serves is web/dist: no source maps (they give the sources away) and no page but the app's.
const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

describe('the production web build', () => {
  const files = readdirSync(WEB_DIST, { recursive: true }).map(String);

  it('has the app and the widgets bundle', () => {
    expect(files).toEqual(
      expect.arrayContaining(['index.html', 'widgets/widgets.js', 'widgets/widgets.css']),
    );
  });

  it('emits one stylesheet for the app, however many files its styles are written in', () => {
    expect(files.filter((file) => file.startsWith('assets') && file.endsWith('.css'))).toHaveLength(1);
  });

  it('serves no source map and no page but the app shell', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.html'))).toEqual(['index.html']);
  });
});
