import { defineConfig } from 'vite';
import { sharedConfig } from './vite.shared.ts';
import { scopeWidgetCss } from './src/widgets/build/scope-widget-css.ts';

// The page-mounted widgets: a stable entry web/dist/widgets/widgets.js (+ widgets.css) that server-rendered
// pages link, with hashed chunks under widgets/assets/ (NGINX: short cache for the entry, immutable for
// assets). base './' makes chunk URLs relative to the entry, so the bundle works from any host.
// widgets-demo.html carries every marker. It is a development page (`nx serve web`), not built into the
// production output; the browser test serves it in front of the built bundle.
const srcDir = new URL('src/', import.meta.url).pathname;

export default defineConfig({
  ...sharedConfig,
  base: './',
  // The bundle's styles apply inside the widget markers only, never to the host page around them.
  css: {
    postcss: { plugins: [scopeWidgetCss(undefined, (file) => file?.startsWith(srcDir) === true)] },
  },
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in what NGINX serves.
    sourcemap: false,
    cssCodeSplit: false,
    rollupOptions: {
      input: { widgets: new URL('src/widgets/main.tsx', import.meta.url).pathname },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'widgets' ? 'widgets.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'widgets.css' : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
