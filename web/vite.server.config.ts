import { defineConfig } from 'vite';
import { sharedConfig } from './vite.shared.ts';

// The page renderer (src/server/main.ts) for Node: web/dist-server/main.js, outside web/dist so NGINX,
// which serves web/dist, can never hand out its code. The workspace libs are bundled from their
// sources (as in the client build); React and the other packages stay imports from node_modules.
export default defineConfig({
  ...sharedConfig,
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
  ssr: { noExternal: [/^@futgg\//] },
});
