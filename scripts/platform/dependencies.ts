import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Socket } from 'node:net';

export interface Dependency {
  name: string;
  url: string;
  defaultPort: number;
  /** Is it installed on this machine (so it can be started)? */
  installed(): boolean;
  start: string;
  install: string;
}

export const isPortOpen = (host: string, port: number, timeoutMs = 500): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = new Socket();
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** The three data stores, with the commands DEVELOPERS.md gives for this kind of machine. */
export const dependencies = (env: NodeJS.ProcessEnv): Dependency[] => [
  {
    name: 'PostgreSQL',
    url: env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/futgg',
    defaultPort: 5432,
    installed: () =>
      existsSync('/etc/postgresql') && readdirSync('/etc/postgresql').length > 0 && has('pg_ctlcluster'),
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    install: 'apt-get install -y postgresql',
  },
  {
    name: 'Redis',
    url: env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
    defaultPort: 6379,
    installed: () => has('redis-server'),
    start: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
    install: 'apt-get install -y redis-server',
  },
  {
    name: 'NATS',
    url: env['NATS_URL'] ?? 'nats://127.0.0.1:4222',
    defaultPort: 4222,
    installed: () => existsSync('/usr/sbin/nats-server') || has('nats-server'),
    start:
      'mkdir -p /var/lib/nats-server && start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server',
    install: 'apt-get install -y nats-server',
  },
];

const hostPort = (url: string, defaultPort: number) => {
  const parsed = new URL(url.split(',')[0] ?? url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || defaultPort };
};

const isLocal = (host: string) => ['127.0.0.1', 'localhost', '::1'].includes(host);

/**
 * Every dependency reachable, or one line naming the one that is not: a local one that is installed but
 * stopped is started; a missing one stops start-up with the command that installs it.
 */
export const ensureDependencies = async (
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<void> => {
  for (const dependency of dependencies(env)) {
    const { host, port } = hostPort(dependency.url, dependency.defaultPort);
    if (await isPortOpen(host, port)) continue;
    if (!isLocal(host))
      throw new Error(`${dependency.name} is not reachable at ${host}:${port} (from its URL setting)`);
    if (!dependency.installed()) {
      throw new Error(`${dependency.name} is not installed; install it with: ${dependency.install}`);
    }
    log(`${dependency.name} is stopped; starting it`);
    try {
      execSync(dependency.start, { stdio: 'ignore', shell: '/bin/bash' });
    } catch {
      throw new Error(`${dependency.name} did not start; start it with: ${dependency.start}`);
    }
    const deadline = Date.now() + 15_000;
    while (!(await isPortOpen(host, port))) {
      if (Date.now() > deadline)
        throw new Error(
          `${dependency.name} did not open ${host}:${port}; start it with: ${dependency.start}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
};
