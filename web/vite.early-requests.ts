// Writes the early-requests script (src/boot/early-requests.ts) into index.html, with the API paths from
// the api-client and the player database route's chunks from this build's bundle.
import type { Plugin } from 'vite';
import { ApiClient, CATALOG_PATHS } from '@futgg/api-client';
import {
  EARLY_REQUESTS_KEY,
  earlyRequestsElement,
  startEarlyRequests,
  type EarlyRequestsConfig,
  type RouteAssets,
} from './src/boot/early-requests.ts';
import { PLAYER_LIST_PAGE_SIZE as PLAYER_PAGE_SIZE } from '@futgg/game-rules';

const ROUTE_MODULE = /player-database\.route\.tsx$/;

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};

/** The route chunk and what it statically imports (code and styles), minus what the entry already loads. */
const routeFiles = (bundle: Record<string, { type: string }>, base: string): RouteAssets => {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((name) => visit(byName.get(name)));
    };
    start.forEach(visit);
    return seen;
  };
  const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry));
  const route = chunks.filter((chunk) => chunk.facadeModuleId && ROUTE_MODULE.test(chunk.facadeModuleId));
  const needed = [...closure(route)].filter((name) => !loadedByEntry.has(name));
  const entryCss = new Set(
    [...loadedByEntry].flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]),
  );
  return {
    modulePreloads: needed.map((name) => `${base}${name}`),
    stylesheets: [
      ...new Set(needed.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])])),
    ]
      .filter((name) => !entryCss.has(name))
      .map((name) => `${base}${name}`),
  };
};

/** The API paths come from the api-client, so the early requests are the ones the app would make. */
export const earlyRequestsConfig = (
  files: RouteAssets = {
    modulePreloads: [],
    stylesheets: [],
  },
): EarlyRequestsConfig => {
  const client = new ApiClient();
  return {
    pagePattern: '^/(\\d{2})/players/$',
    coreDataPath: client.urlFor(CATALOG_PATHS.coreData('{year}')),
    playerItemsPath: client.urlFor(CATALOG_PATHS.playerItems('{year}')),
    pageSize: PLAYER_PAGE_SIZE,
    ...files,
  };
};

export const earlyRequestsPlugin = (): Plugin => {
  let base = '/';
  return {
    name: 'futgg-early-requests',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const config = earlyRequestsConfig(context.bundle ? routeFiles(context.bundle, base) : undefined);
        const script = `(${startEarlyRequests.toString()})(${JSON.stringify(config)},${JSON.stringify(EARLY_REQUESTS_KEY)});`;
        // Right after the charset, ahead of the stylesheet: an inline script waits for every stylesheet
        // above it to load, which would hold the requests back.
        const charset = /<meta charset[^>]*>/i;
        if (!charset.test(html))
          throw new Error('index.html has no <meta charset>: the early requests go after it');
        // The route's files ride along as data: the page renderer swaps this script for plain
        // <link> tags (its pages carry their data, so only the code is left to fetch early).
        const element = earlyRequestsElement(script, {
          modulePreloads: config.modulePreloads,
          stylesheets: config.stylesheets,
        });
        return html.replace(charset, (tag) => `${tag}\n    ${element}`);
      },
    },
  };
};
