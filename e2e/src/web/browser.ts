// The browser end-to-end set-up: the catalog in process with generated data, the real gateway, and the
// repo's NGINX config serving the built web app, driven by Debian's Chromium through playwright-core.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startNginx } from '@futgg/deploy/nginx';
import { spawn } from 'node:child_process';
import { exited, freePort, waitUntil } from '../child-processes.js';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
export const SCREENSHOTS = join(REPO_ROOT, 'artifacts', 'screenshots');
export const CHROMIUM = '/usr/bin/chromium';

/** The flags DEVELOPERS.md asks for: nothing phones home, nothing downloads. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const assertWebBuilt = () => {
  if (!existsSync(join(WEB_DIST, 'index.html')) || !existsSync(join(WEB_DIST, 'widgets', 'widgets.js'))) {
    throw new Error(`web/dist is not built: run "npx nx build web" (or npm run build) first`);
  }
};

export interface RunningWebServer {
  url: string;
  /** Stops the page renderer only: NGINX then serves the static shell (its fallback). */
  stopRenderer: () => Promise<void>;
  stop: () => Promise<void>;
}

const RENDERER = join(REPO_ROOT, 'web', 'dist-server', 'main.js');

/** The page renderer (web-render) as its own process, the way the platform runs it. */
const startRenderer = async (gatewayPort: number, webRoot: string) => {
  if (!existsSync(RENDERER)) throw new Error('web/dist-server is not built: run "npx nx build web" first');
  const port = await freePort();
  const child = spawn(process.execPath, [RENDERER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
      WEB_DIST: webRoot,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntil('the page renderer', async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok);
  return {
    upstream: `127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
};

/** The repository's NGINX config serving the built web app, with the page renderer, in front of the test gateway. */
export const startWebServer = async (
  gatewayPort: number,
  webRoot = WEB_DIST,
  /** Chosen beforehand when others must know the site's address (the sign-in provider's callback). */
  listenPort?: number,
): Promise<RunningWebServer> => {
  const renderer = await startRenderer(gatewayPort, webRoot);
  const nginx = await startNginx({
    listenPort: listenPort ?? (await freePort()),
    webRoot,
    gatewayUpstream: `127.0.0.1:${gatewayPort}`,
    webRenderUpstream: renderer.upstream,
    prefixDir: mkdtempSync(join(tmpdir(), 'futgg-web-nginx-')),
  }).catch(async (error: unknown) => {
    await renderer.stop();
    throw error;
  });
  return {
    url: nginx.baseUrl,
    stopRenderer: renderer.stop,
    stop: async () => {
      await nginx.stop();
      await renderer.stop();
    },
  };
};

export interface RunningBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (tests assert there are none they did not expect). */
  errors: string[];
  close: () => Promise<void>;
}

export const launchBrowser = async (
  viewport = { width: 1440, height: 900 },
  /** A zone other than the server's (UTC) shows whether server-rendered times hydrate cleanly. */
  timezoneId?: string,
): Promise<RunningBrowser> => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'futgg-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
    ...(timezoneId ? { timezoneId } : {}),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
};

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
};
