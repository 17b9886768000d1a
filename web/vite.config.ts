import { defineConfig } from 'vite';
import { sharedConfig } from './vite.shared.ts';
import { earlyRequestsPlugin } from './vite.early-requests.ts';
import { pagePolicyPlugin } from './vite.page-policy.ts';

// The single-page app: web/dist/index.html plus content-hashed chunks under /assets/ (NGINX caches those
// for a year). Routes are lazy chunks, so the player database does not pay for the player page.
export default defineConfig({
  ...sharedConfig,
  plugins: [...(sharedConfig.plugins ?? []), earlyRequestsPlugin(), pagePolicyPlugin()],
  base: '/',
  // One stylesheet for the whole app (≈ 6 kB gzip): rendered pages carry it inline (server/page-shell.ts),
  // and with per-route CSS a route chunk would ask for its part again after hydration, restyling the page.
  // No source maps in what NGINX serves (the renderer's own build, dist-server, keeps them for its stack traces).
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, cssCodeSplit: false },
});
