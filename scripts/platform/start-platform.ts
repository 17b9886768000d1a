// `npm start`: dependencies up, build, migrate and seed when empty, every service, the pricing workers,
// the gateway, the page renderer and NGINX, then the URL. Ctrl-C stops everything it started.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, isPortOpen } from './dependencies.js';
import { existsSync } from 'node:fs';
import { DEPLOYED_APPS, defaultWebRenderPort, launchPlatform, nginxBinary } from './launcher.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = Date.now();
const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string): never => {
  process.stderr.write(`npm start: ${line}\n`);
  process.exit(1);
};
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const args = new Set(process.argv.slice(2));

const env: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
};
const gatewayPort = Number(env['GATEWAY_PORT'] ?? 3000);
const nginxPort = Number(env['WEB_PORT'] ?? 8080);
const webRenderPort = Number(env['WEB_RENDER_PORT'] ?? defaultWebRenderPort(gatewayPort));
// The bundled development OpenID provider, unless the environment names a real one.
const identityProviderPort = env['OIDC_ISSUER_URL'] ? undefined : Number(env['DEV_OIDC_PORT'] ?? 3200);
// The response cache's own bounded Redis, unless the environment names one.
const cacheRedisPort =
  env['CACHE_REDIS_URL'] || spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0
    ? undefined
    : Number(env['CACHE_REDIS_PORT'] ?? 6380);
// Known before anything starts: the page renderer runs behind NGINX only.
const nginx = nginxBinary();

const run = (what: string, command: string, commandArgs: string[]) => {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) fail(`${what} failed (exit ${result.status})`);
};

try {
  await ensureDependencies(env, (line) => say(line));
} catch (error) {
  fail((error as Error).message);
}

for (const [name, port] of [
  ['the gateway', gatewayPort],
  ['the web server', nginxPort],
  ...(nginx ? [['the page renderer', webRenderPort] as const] : []),
  ...(cacheRedisPort === undefined ? [] : [['the response cache Redis', cacheRedisPort] as const]),
  ...(identityProviderPort === undefined
    ? []
    : [['the development identity provider', identityProviderPort] as const]),
  ...DEPLOYED_APPS.map((app) => [`the ${app.name} health server`, app.healthPort] as const),
] as const) {
  if (await isPortOpen('127.0.0.1', port))
    fail(`port ${port} (for ${name}) is already in use: stop what runs there first`);
}

if (!args.has('--no-build')) {
  say('Building (cached projects are skipped)...');
  run('the build', join(root, 'node_modules', '.bin', 'nx'), [
    'run-many',
    '-t',
    'build',
    '--outputStyle=static',
    '--parallel=3',
  ]);
}
say('Migrating and seeding the catalog when it is empty...');
run('seeding', process.execPath, [
  join(root, 'services', 'catalog', 'dist', 'seed', 'seed.cli.js'),
  '--if-empty',
]);

const webDist = join(root, 'web', 'dist');
if (!existsSync(join(webDist, 'index.html')))
  fail(`the web app is not built (${webDist}/index.html is missing): run without --no-build`);
if (!nginx)
  say(
    'NGINX is not installed (apt-get install -y nginx): the gateway serves the web app itself, ' +
      'rendered in the browser (no page renderer).',
  );

const platform = await launchPlatform({
  root,
  env,
  gatewayPort,
  nginxPort: nginx ? nginxPort : null,
  webDist,
  webRenderPort,
  ...(cacheRedisPort === undefined ? {} : { cacheRedisPort }),
  ...(identityProviderPort === undefined ? {} : { devIdentityProviderPort: identityProviderPort }),
  onLog: (name, line) => say(`[${name.padEnd(10)}] ${line}`),
}).catch((error: Error) => fail(error.message));

const probe = await fetch(`${platform.url}/api/fut/26/player-items/?page=1`).catch(() => null);
if (!probe?.ok) {
  await platform.stop();
  fail(
    `the platform started but ${platform.url}/api/fut/26/player-items/ answered ${probe?.status ?? 'nothing'}`,
  );
}
say('');
say(`The platform is ready after ${seconds()}: open ${platform.url.replace('127.0.0.1', 'localhost')}/`);
if (platform.webRenderUrl)
  say(
    `Pages are rendered on the server by web-render (${platform.webRenderUrl.replace('127.0.0.1', 'localhost')}); ` +
      'NGINX serves the browser-rendered app while it is down.',
  );
if (identityProviderPort !== undefined)
  say(
    `Sign in with the development identity provider (http://localhost:${identityProviderPort}): ` +
      'alice / alice-dev, bob / bob-dev, admin / admin-dev (DEV_OIDC_*_PASSWORD override them).',
  );
say(
  `API documentation: ${platform.url.replace('127.0.0.1', 'localhost')}/api/docs/   (Ctrl-C stops everything)`,
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  say('\nStopping...');
  await platform.stop();
  say('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
for (const { name, child } of platform.children) {
  child.once('exit', (code) => {
    if (stopping) return;
    say(`${name} exited (code ${code}); stopping the platform`);
    void shutdown();
  });
}
