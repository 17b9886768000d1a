// The page renderer (app `web-render`): renders the app's pages to HTML with their data, behind NGINX.
// Built by vite.server.config.ts into web/dist-server/main.js.

// React picks its development or production build from NODE_ENV when it is first loaded, and the
// development build renders several times slower: production unless NODE_ENV says otherwise. Set
// before anything imports React, hence the dynamic imports below.
process.env['NODE_ENV'] ??= 'production';
const { loadRendererConfig } = await import('./config');
const { startRenderer } = await import('./renderer-server');

const renderer = await startRenderer(loadRendererConfig()).catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 'fatal', msg: String(error) })}\n`);
  process.exit(1);
});

let isStopping = false;
const stop = () => {
  if (isStopping) return;
  isStopping = true;
  // In-flight pages finish; 10 s later the process ends regardless.
  setTimeout(() => process.exit(0), 10_000).unref();
  void renderer.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

export {};
