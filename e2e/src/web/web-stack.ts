// What the browser tests drive: the catalog in process with generated cards, the real gateway, the
// repository's NGINX config with the page renderer, and Debian's Chromium on top.
import { startServiceUnderTest } from '@futgg/testing';
import { catalogService, seedCatalog } from '@futgg/catalog-service/testing';
import { startTestGateway } from '@futgg/gateway/testing';
import { identityServiceWith } from '@futgg/identity-service/testing';
import { evolutionsService } from '@futgg/evolutions-service/testing';
import { pricingService } from '@futgg/pricing-service/testing';
import { squadsService } from '@futgg/squads-service/testing';
import { socialService } from '@futgg/social-service/testing';
import { freePort } from '../child-processes.js';
import { startProvider, TEST_SESSION_SECRET } from '../identity-stack.js';
import { assertWebBuilt, launchBrowser, startWebServer, type RunningBrowser } from './browser.js';

export interface WebStack {
  /** NGINX, where the pages are. */
  url: string;
  gatewayUrl: string;
  browser: RunningBrowser;
  /** The gateway's `data` for an API path, asked directly (the tests' source of truth). */
  api<T>(path: string): Promise<T>;
  /** Stops the page renderer only: NGINX then serves the static shell. */
  stopRenderer(): Promise<void>;
  stop(): Promise<void>;
}

export interface WebStackOptions {
  /** Names the suite's database. */
  label: string;
  seed: number;
  players: number;
  /** The browser's time zone (the server renders in UTC). */
  timezoneId?: string;
  /** Also run identity and the development OpenID provider, with NGINX's address as the site's. */
  withIdentity?: boolean;
  /**
   * Also run the evolutions service; `season` loads the generated season (game-data) around now, as a
   * fresh `npm start` does.
   */
  withEvolutions?: { season: boolean };
  /** Also run pricing and squads (squads, tactics, auto-builder), as e2e/src/squads-stack.ts does. */
  withSquads?: boolean;
  /** Also run social (comments, votes, views, notifications) and pricing (price alerts). */
  withSocial?: boolean;
}

/** Loads the platform does not serve yet (player images, view tracking) answer 404; Chromium logs them. */
export const isMissingResourceLog = (message: string) => message.includes('Failed to load resource');

/** Starts the stack bottom up; a failure stops what had started. */
export const startWebStack = async (options: WebStackOptions): Promise<WebStack> => {
  assertWebBuilt();
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };
  try {
    const catalog = await startServiceUnderTest(options.label, catalogService);
    stoppers.push(() => catalog.stop());
    await seedCatalog({
      databaseUrl: catalog.database.url,
      seed: options.seed,
      players: options.players,
      gameYear: 26,
    });
    const webPort = await freePort();
    const siteUrl = `http://127.0.0.1:${webPort}`;
    if (options.withIdentity) {
      const provider = await startProvider([siteUrl]);
      stoppers.push(() => provider.close());
      const identity = await startServiceUnderTest(
        `${options.label}_identity`,
        identityServiceWith({
          OIDC_ISSUER_URL: provider.issuer,
          PUBLIC_BASE_URL: siteUrl,
          SESSION_SECRET: TEST_SESSION_SECRET,
        }),
        { subjectPrefix: catalog.subjectPrefix },
      );
      stoppers.push(() => identity.stop());
    }
    if (options.withEvolutions) {
      const { season } = options.withEvolutions;
      const evolutions = await startServiceUnderTest(
        `${options.label}_evolutions`,
        (config) => evolutionsService({ ...config, EVOLUTIONS_SEED_SEASON: season }),
        { subjectPrefix: catalog.subjectPrefix },
      );
      stoppers.push(() => evolutions.stop());
    }
    if (options.withSquads || options.withSocial) {
      const pricing = await startServiceUnderTest(`${options.label}_pricing`, pricingService, {
        subjectPrefix: catalog.subjectPrefix,
      });
      stoppers.push(() => pricing.stop());
    }
    if (options.withSquads) {
      const squads = await startServiceUnderTest(`${options.label}_squads`, squadsService, {
        subjectPrefix: catalog.subjectPrefix,
      });
      stoppers.push(() => squads.stop());
    }
    if (options.withSocial) {
      const social = await startServiceUnderTest(`${options.label}_social`, socialService, {
        subjectPrefix: catalog.subjectPrefix,
      });
      stoppers.push(() => social.stop());
    }
    const gateway = await startTestGateway(catalog.subjectPrefix, {
      RATE_LIMIT: 'off',
      PUBLIC_BASE_URL: siteUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
    });
    stoppers.push(() => gateway.close());
    const web = await startWebServer(gateway.port, undefined, webPort);
    stoppers.push(web.stop);
    const browser = await launchBrowser(undefined, options.timezoneId);
    stoppers.push(browser.close);
    const api = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${gateway.url}${path}`);
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return ((await response.json()) as { data: T }).data;
    };
    return { url: web.url, gatewayUrl: gateway.url, browser, api, stopRenderer: web.stopRenderer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
