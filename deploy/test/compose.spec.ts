// docker-compose.yml, parsed as Docker Compose reads it (YAML 1.1 merge keys resolved). Docker is not
// available where these tests run, so the file is checked structurally against the conventions.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BACKEND_APPS,
  CACHE_REDIS_ARGS,
  CACHE_STORE,
  DATA_STORES,
  DEPLOYED_APPS,
  GATEWAY,
  NODE_APPS,
  SERVICES,
  SERVICE_WORKERS,
  WEB,
  WEB_RENDER,
  commandOf,
  imageOf,
  portVariableOf,
} from '../platform-apps.js';
import { parseYaml } from '../yaml.js';

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; interval?: string; timeout?: string; retries?: number };
  read_only?: boolean;
  tmpfs?: string[];
}

const COMPOSE_FILE = fileURLToPath(new URL('../../docker-compose.yml', import.meta.url));
const compose = parseYaml(readFileSync(COMPOSE_FILE, 'utf8'), COMPOSE_FILE, { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const SECRET_NAMES = /PASSWORD|SECRET|TOKEN|PRIVATE/;
// A value that comes from the environment/.env, never a literal: ${NAME}, ${NAME:-}, ${NAME:?message}.
const isInterpolated = (value: string, name: string): boolean =>
  new RegExp(`^\\$\\{${name}(:?[-?][^}]*)?\\}$`).test(value);

// Compose's own interpolation: ${NAME}, ${NAME:-default}, ${NAME:?message} (empty counts as unset).
const interpolate = (value: string, env: Record<string, string>): string =>
  value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, operator?: string, operand = '') => {
      const current = env[name];
      if (current !== undefined && current !== '') return current;
      if (operator === '?') throw new Error(`${name}: ${operand}`);
      return operator === '-' ? operand : '';
    },
  );

const EXAMPLE_FILE = fileURLToPath(new URL('../compose/.env.example', import.meta.url));
const EXAMPLE_ENV: Record<string, string> = Object.fromEntries(
  readFileSync(EXAMPLE_FILE, 'utf8')
    .split('\n')
    .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1], match[2]]),
);

const allStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(allStrings)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(allStrings)
        : [];

describe('docker-compose.yml', () => {
  it('resolves every ${...} from deploy/compose/.env.example, which holds placeholders only', () => {
    expect(() => allStrings(compose).map((value) => interpolate(value, EXAMPLE_ENV))).not.toThrow();
    const secrets = Object.entries(EXAMPLE_ENV).filter(([name]) => SECRET_NAMES.test(name));
    expect(secrets.length).toBeGreaterThan(0);
    expect(secrets.filter(([, value]) => value !== '' && value !== 'REPLACE_ME')).toEqual([]);
  });

  it('refuses to start without POSTGRES_PASSWORD, SESSION_SECRET or PRICE_INGEST_TOKEN', () => {
    for (const required of ['POSTGRES_PASSWORD', 'SESSION_SECRET', 'PRICE_INGEST_TOKEN']) {
      const env = { ...EXAMPLE_ENV, [required]: '' };
      expect(() => allStrings(compose).map((value) => interpolate(value, env))).toThrow(
        new RegExp(`^${required}: set ${required} in .env`),
      );
    }
  });

  it('runs every app and every data store, and nothing else', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [...DATA_STORES, CACHE_STORE, ...NODE_APPS.map((app) => app.name), WEB.name].sort(),
    );
  });

  it("runs the gateway's response cache in a bounded, evicting Redis of its own", () => {
    const cache = service(CACHE_STORE);
    expect(cache.command).toEqual(['redis-server', ...CACHE_REDIS_ARGS]);
    expect((cache as { volumes?: string[] }).volumes).toBeUndefined();
    const gateway = service('gateway');
    expect(gateway.environment?.['CACHE_REDIS_URL']).toBe(`redis://${CACHE_STORE}:6379`);
    expect(Object.keys((gateway as { depends_on?: object }).depends_on ?? {})).toContain(CACHE_STORE);
  });

  it.each([...DATA_STORES, CACHE_STORE, ...NODE_APPS.map((app) => app.name), WEB.name])(
    '%s has a healthcheck',
    (name) => {
      const test = service(name).healthcheck?.test ?? [];
      expect(test[0]).toBe('CMD');
      expect(test.length).toBeGreaterThan(1);
    },
  );

  describe('data stores', () => {
    it('checks PostgreSQL 15 with pg_isready on the futgg database', () => {
      expect(service('postgres').image).toBe('postgres:15');
      expect(service('postgres').healthcheck?.test).toEqual(
        expect.arrayContaining(['pg_isready', '-d', 'futgg']),
      );
      expect(service('postgres').environment?.['POSTGRES_DB']).toBe('futgg');
    });

    it('checks Redis 7 with redis-cli ping', () => {
      expect(service('redis').image).toBe('redis:7');
      expect(service('redis').healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    });

    it('runs NATS 2 with JetStream and checks its monitoring /healthz on 8222', () => {
      const nats = service('nats');
      expect(nats.image).toMatch(/^nats:2(\b|-)/);
      expect(nats.command).toContain('-js');
      expect(nats.command?.join(' ')).toMatch(/(^|\s)-m 8222(\s|$)/);
      expect(nats.healthcheck?.test?.join(' ')).toContain('http://127.0.0.1:8222/healthz');
    });

    it.each([...DATA_STORES])('%s keeps its data in a named volume', (name) => {
      const volumes = (service(name) as { volumes?: string[] }).volumes ?? [];
      expect(volumes).toHaveLength(1);
      expect(Object.keys(compose.volumes ?? {})).toContain(volumes[0]?.split(':')[0]);
    });
  });

  describe.each(NODE_APPS.map((app) => [app.name, app] as const))('%s', (_name, app) => {
    it(`is built from the one Dockerfile's ${app.dockerTarget} target`, () => {
      expect(service(app.name).build).toEqual({
        context: '.',
        dockerfile: 'Dockerfile',
        target: app.dockerTarget,
        // The runtime target builds the app named by APP; the others build one app each.
        ...(app.dockerTarget === 'runtime' ? { args: { APP: app.path } } : {}),
      });
      expect(service(app.name).image).toMatch(new RegExp(`^futgg/${imageOf(app)}:`));
    });

    it(`runs ${app.main ?? 'its image'}`, () => {
      // The image's CMD runs <APP>/dist/main.js; any other entry point is named here.
      expect(service(app.name).command).toEqual(commandOf(app));
    });

    it(`checks readiness on its own port ${app.healthPort}`, () => {
      const environment = service(app.name).environment ?? {};
      expect(environment[portVariableOf(app)]).toBe(String(app.healthPort));
      expect(service(app.name).healthcheck?.test).toEqual([
        'CMD',
        'node',
        '/usr/local/lib/futgg/healthcheck.mjs',
        `http://127.0.0.1:${app.healthPort}/health`,
      ]);
    });

    it('publishes no port, so it can be scaled', () => {
      expect(service(app.name).ports).toBeUndefined();
    });

    it('runs with a read-only root filesystem and a writable /tmp', () => {
      expect(service(app.name).read_only).toBe(true);
      expect(service(app.name).tmpfs).toEqual(['/tmp']);
    });
  });

  describe.each(BACKEND_APPS.map((app) => [app.name, app] as const))('%s', (_name, app) => {
    const waitsFor = DEPLOYED_APPS.find((deployed) => deployed.name === app.name)?.waitsFor ?? [];

    it('starts only once PostgreSQL, Redis, NATS and whatever else it needs at start are healthy', () => {
      expect(service(app.name).depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        nats: { condition: 'service_healthy' },
        ...(app.kind === 'gateway' ? { [CACHE_STORE]: { condition: 'service_healthy' } } : {}),
        ...Object.fromEntries(waitsFor.map((name) => [name, { condition: 'service_healthy' }])),
      });
      for (const name of waitsFor) expect(service(name).healthcheck).toBeDefined();
    });

    it('reaches the data stores by their compose names', () => {
      const environment = service(app.name).environment ?? {};
      if (app.kind === 'gateway') {
        expect(environment['DATABASE_URL']).toBeUndefined();
      } else {
        const databaseUrl = new URL(interpolate(environment['DATABASE_URL'] ?? '', EXAMPLE_ENV));
        expect(databaseUrl.host).toBe('postgres:5432');
        expect(databaseUrl.pathname).toBe('/futgg');
        expect(databaseUrl.password).toBe(EXAMPLE_ENV['POSTGRES_PASSWORD']);
      }
      expect(environment['REDIS_URL']).toBe('redis://redis:6379');
      expect(environment['NATS_URL']).toBe('nats://nats:4222');
      expect(environment['NATS_SUBJECT_PREFIX']).toBe('');
    });
  });

  describe('web-render', () => {
    it('asks the gateway service for page data', () => {
      const url = new URL(service(WEB_RENDER.name).environment?.['GATEWAY_URL'] ?? '');
      expect(url.origin).toBe(`http://${GATEWAY.name}:${GATEWAY.healthPort}`);
      expect(Object.keys(compose.services)).toContain(url.hostname);
    });

    it('starts once the gateway is healthy, and needs no data store', () => {
      expect(service(WEB_RENDER.name).depends_on).toEqual({ gateway: { condition: 'service_healthy' } });
    });

    it('gets no data-store URL and no secret', () => {
      const names = Object.keys(service(WEB_RENDER.name).environment ?? {});
      expect(names.filter((name) => /DATABASE|REDIS|NATS|PASSWORD|SECRET/.test(name))).toEqual([]);
    });
  });

  it('gives the gateway its port, timeout and response cache', () => {
    expect(service(GATEWAY.name).environment).toMatchObject({
      PORT: '3000',
      REQUEST_TIMEOUT_MS: '5000',
      RESPONSE_CACHE: 'on',
    });
  });

  it('gives every secret from the environment, never as a literal', () => {
    const secrets = Object.entries(compose.services).flatMap(([name, definition]) =>
      Object.entries(definition.environment ?? {})
        .filter(([variable]) => SECRET_NAMES.test(variable))
        .map(([variable, value]) => ({ name, variable, value })),
    );
    expect(secrets.map((secret) => secret.variable)).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'SESSION_SECRET', 'OIDC_CLIENT_SECRET']),
    );
    for (const secret of secrets) {
      expect({ ...secret, interpolated: isInterpolated(secret.value, secret.variable) }).toEqual({
        ...secret,
        interpolated: true,
      });
    }
    for (const app of DEPLOYED_APPS) {
      const password = /^postgres:\/\/postgres:(.*)@postgres:5432\/futgg$/.exec(
        service(app.name).environment?.['DATABASE_URL'] ?? '',
      )?.[1];
      expect(isInterpolated(password ?? '', 'POSTGRES_PASSWORD')).toBe(true);
    }
  });

  it('requires the secrets it cannot default (compose stops with the message)', () => {
    expect(service('postgres').environment?.['POSTGRES_PASSWORD']).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    expect(service(GATEWAY.name).environment?.['SESSION_SECRET']).toMatch(/^\$\{SESSION_SECRET:\?.+\}$/);
    // The gateway refuses the development token with NODE_ENV=production.
    expect(service(GATEWAY.name).environment?.['PRICE_INGEST_TOKEN']).toMatch(
      /^\$\{PRICE_INGEST_TOKEN:\?.+\}$/,
    );
  });

  it('hands identity its OpenID Connect settings and the session secret', () => {
    const identity = service(SERVICES.find((app) => app.name === 'identity')?.name ?? '');
    expect(Object.keys(identity.environment ?? {})).toEqual(
      expect.arrayContaining(['SESSION_SECRET', 'OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']),
    );
  });

  describe.each(SERVICE_WORKERS.map((worker) => [worker.name, worker] as const))('%s', (_name, worker) => {
    it(`runs the ${worker.service} service's image and settings, under its own name and port`, () => {
      const api = service(worker.service);
      expect(service(worker.name).image).toBe(api.image);
      expect(service(worker.name).build).toEqual(api.build);
      const { HEALTH_PORT: workerPort, ...workerEnvironment } = service(worker.name).environment ?? {};
      const { HEALTH_PORT: apiPort, ...apiEnvironment } = api.environment ?? {};
      expect(workerEnvironment).toEqual(apiEnvironment);
      expect(workerPort).not.toBe(apiPort);
    });
  });

  describe('web', () => {
    it('is the NGINX target of the Dockerfile, published on host port 8080', () => {
      expect(service(WEB.name).build).toEqual({ context: '.', dockerfile: 'Dockerfile', target: 'web' });
      expect(service(WEB.name).ports).toEqual(['8080:8080']);
    });

    it('starts after the gateway is healthy and the renderer has started (NGINX resolves both at start-up)', () => {
      expect(service(WEB.name).depends_on).toEqual({
        gateway: { condition: 'service_healthy' },
        // Not service_healthy: a renderer that is down must not keep the site down (NGINX falls back).
        [WEB_RENDER.name]: { condition: 'service_started' },
      });
    });

    it('checks its own /health on 8080 and writes only to /tmp/nginx', () => {
      expect(service(WEB.name).healthcheck?.test).toEqual([
        'CMD',
        'wget',
        '-q',
        '-O',
        '/dev/null',
        'http://127.0.0.1:8080/health',
      ]);
      expect(service(WEB.name).read_only).toBe(true);
      expect(service(WEB.name).tmpfs).toEqual(['/tmp/nginx']);
    });

    it('is the only service with a host port', () => {
      const published = Object.entries(compose.services).filter(
        ([, definition]) => definition.ports !== undefined,
      );
      expect(published.map(([name]) => name)).toEqual([WEB.name]);
    });
  });
});
