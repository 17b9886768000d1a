// Settings both builds share: the workspace libs resolve to their sources, so a build needs no prior
// lib build and tree-shakes them like app code.
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

const lib = (path: string) => fileURLToPath(new URL(`../libs/${path}`, import.meta.url));

export const sharedConfig: UserConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      '@futgg/game-rules': lib('game-rules/src/index.ts'),
      '@futgg/api-client': lib('api-client/src/index.ts'),
      // Only types are imported from contracts (zod stays out of the bundle); the alias serves tsc-like resolution.
      '@futgg/contracts': lib('contracts/src/index.ts'),
    },
  },
  server: {
    // `nx serve web` talks to a gateway started by `npm start` (or its own on :3000).
    proxy: { '/api': { target: process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
};
