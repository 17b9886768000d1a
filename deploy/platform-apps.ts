import { SERVICE_REGISTRY, type ServiceName } from '@futgg/contracts';
// The platform's apps as the deployment files must know them. The conventions (ports, paths, names)
// are fixed by the architecture; tests check docker-compose.yml, the Dockerfile and k8s/ against this
// one table so the three cannot drift apart.
// service: NATS microservice with a PostgreSQL schema; gateway: the HTTP API; renderer: the page
// renderer (web-render), which only talks HTTP to the gateway; web: NGINX.
export type AppKind = 'service' | 'gateway' | 'renderer' | 'web';

export interface PlatformApp {
  /** Compose service, k8s Deployment/Service/HPA and image name. */
  readonly name: string;
  /** Workspace path: the Dockerfile's APP build argument for the `runtime` target. */
  readonly path: string;
  readonly kind: AppKind;
  /** The port that answers GET /health and GET /health/live. */
  readonly healthPort: number;
  /** The Dockerfile stage its image is built from. */
  readonly dockerTarget: 'runtime' | 'web-render' | 'web';
  /** Node apps: the script the image runs, relative to its workdir (/app). */
  readonly main?: string;
}

/** A service's pod size; the heap stays under the memory limit (V8 sizes it from the host's memory). */
export interface ServiceResources {
  cpuRequest: string;
  memoryRequest: string;
  memoryLimit: string;
  heapMb: number;
}
const DEFAULT_RESOURCES: ServiceResources = {
  cpuRequest: '100m',
  memoryRequest: '192Mi',
  memoryLimit: '512Mi',
  heapMb: 384,
};

/**
 * What deployment alone knows of a service, beside the registry: a larger pod where it runs workers,
 * settings compose passes it from .env. Most services need nothing here.
 */
const DEPLOYMENT_OVERRIDES: Partial<
  Record<ServiceName, { resources?: ServiceResources; composeEnvironment?: Record<string, string> }>
> = {
  // BullMQ price workers run in-process.
  pricing: { resources: { cpuRequest: '200m', memoryRequest: '256Mi', memoryLimit: '768Mi', heapMb: 576 } },
  identity: {
    composeEnvironment: {
      SESSION_SECRET: '${SESSION_SECRET:?set SESSION_SECRET in .env (deploy/compose/.env.example)}',
      OIDC_ISSUER_URL: '${OIDC_ISSUER_URL:-}',
      OIDC_CLIENT_ID: '${OIDC_CLIENT_ID:-}',
      OIDC_CLIENT_SECRET: '${OIDC_CLIENT_SECRET:-}',
      PUBLIC_BASE_URL: '${PUBLIC_BASE_URL:-http://localhost:8080}',
    },
  },
};

export interface DeployedService extends PlatformApp {
  summary: string;
  resources: ServiceResources;
  composeEnvironment: Record<string, string>;
}

/** The services as deployed: one per entry of the service registry (libs/contracts), nothing else. */
export const SERVICES: readonly DeployedService[] = SERVICE_REGISTRY.map((entry) => ({
  name: entry.name,
  path: entry.path,
  kind: 'service',
  healthPort: entry.healthPort,
  dockerTarget: 'runtime',
  main: `${entry.path}/dist/main.js`,
  summary: entry.summary,
  resources: DEPLOYMENT_OVERRIDES[entry.name]?.resources ?? DEFAULT_RESOURCES,
  composeEnvironment: DEPLOYMENT_OVERRIDES[entry.name]?.composeEnvironment ?? {},
}));

export const GATEWAY: PlatformApp = {
  name: 'gateway',
  path: 'gateway',
  kind: 'gateway',
  healthPort: 3000,
  dockerTarget: 'runtime',
  main: 'gateway/dist/main.js',
};
// Built with the web workspace (`nx run web:build`) next to the client build, web/dist, which is its
// page template (WEB_DIST).
export const WEB_RENDER: PlatformApp = {
  name: 'web-render',
  path: 'web',
  kind: 'renderer',
  healthPort: 3010,
  dockerTarget: 'web-render',
  main: 'web/dist-server/main.js',
};
export const WEB: PlatformApp = {
  name: 'web',
  path: 'web',
  kind: 'web',
  healthPort: 8080,
  dockerTarget: 'web',
};

/** Apps that talk to NATS and Redis (and, for services, PostgreSQL). */
export const BACKEND_APPS: readonly PlatformApp[] = [...SERVICES, GATEWAY];
/** Apps that run `node <main>` in a Node image. */
export const NODE_APPS: readonly PlatformApp[] = [...BACKEND_APPS, WEB_RENDER];
export const ALL_APPS: readonly PlatformApp[] = [...NODE_APPS, WEB];

/** The variable that sets an app's health port: services keep HTTP for probes only (HEALTH_PORT). */
export const portVariableOf = (app: PlatformApp): 'PORT' | 'HEALTH_PORT' =>
  app.kind === 'service' ? 'HEALTH_PORT' : 'PORT';

export const DATA_STORES = ['postgres', 'redis', 'nats'] as const;

/**
 * The gateway's response cache has a Redis of its own, bounded and evicting (CACHE_REDIS_URL), so
 * distinct queries can only push out older replies, never fill the Redis of rate limits, sessions and
 * job queues. Not a data store: it keeps nothing worth a volume. `npm start`, compose and k8s run it
 * with these arguments.
 */
export const CACHE_STORE = 'redis-cache';
export const CACHE_REDIS_ARGS = [
  '--maxmemory',
  '64mb',
  '--maxmemory-policy',
  'allkeys-lru',
  '--save',
  '',
  '--appendonly',
  'no',
] as const;

export const READINESS_PATH = '/health';
export const LIVENESS_PATH = '/health/live';

/** The gateway's own per-request timeout (REQUEST_TIMEOUT_MS default); proxies in front must wait longer. */
export const GATEWAY_REQUEST_TIMEOUT_MS = 5000;
/** The gateway's HTTP keepAliveTimeout (gateway/src/create-gateway.ts); NGINX must close idle first. */
export const GATEWAY_KEEPALIVE_TIMEOUT_S = 65;
/** The renderer's RENDER_TIMEOUT_MS default (web/src/server/config.ts): it then sends the bare shell. */
export const WEB_RENDER_TIMEOUT_MS = 3000;
/** The renderer's HTTP keepAliveTimeout (web/src/server/renderer-server.ts); NGINX must close idle first. */
export const WEB_RENDER_KEEPALIVE_TIMEOUT_S = 65;
