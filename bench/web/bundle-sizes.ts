// Initial JavaScript per route of the production build: the entry chunk plus everything it imports
// statically, plus the route's lazy chunk and its static imports (what the browser must fetch before
// the route can render). Gzip level 9, as NGINX's gzip_comp_level 5 gives within a few per cent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w${}\s,*]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

const closure = (assets: string, start: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(join(assets, start), 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) closure(assets, match[1]!.replace('./', ''), seen);
  return seen;
};

const gzipKb = (assets: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0) /
  1024;

export interface RouteSize {
  route: string;
  files: number;
  gzipKb: number;
}

export const routeSizes = (dist: string): RouteSize[] => {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const shell = closure(assets, entry);
  const files = readdirSync(assets);
  const route = (name: string, prefix: string): RouteSize => {
    const chunk = files.find((file) => file.startsWith(prefix) && file.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk ${prefix}*`);
    const all = closure(assets, chunk, new Set(shell));
    return { route: name, files: all.size, gzipKb: gzipKb(assets, all) };
  };
  return [
    { route: 'shell (entry)', files: shell.size, gzipKb: gzipKb(assets, shell) },
    route('/26/players/ (player database)', 'player-database.route-'),
    route('/26/players/{eaId}/ (player page)', 'player-page.route-'),
    route('/26/squad-builder/{uuid}/edit/ (squad builder)', 'squad-builder.route-'),
  ];
};

export const widgetsEntryKb = (dist: string) => gzipKb(join(dist, 'widgets'), ['widgets.js']);
