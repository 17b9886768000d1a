import {
  SERVICE_REGISTRY,
  SERVICE_WORKER_REGISTRY,
  serviceEntry,
  type ServiceName,
  type ServiceWorkerName,
} from '@futgg/contracts';
// The platform's apps as the deployment files must know them. The conventions (ports, paths, names)
// are fixed by the architecture; tests check docker-compose.yml, the Dockerfile and k8s/ against this
// one table so the three cannot drift apart.
// service: NATS microservice with a PostgreSQL schema; worker: a service's scheduled jobs in a process
// of their own (its code, schema and image; no request served); gateway: the HTTP API; renderer: the
// page renderer (web-render), which only talks HTTP to the gateway; web: NGINX.
export type AppKind = 'service' | 'worker' | 'gateway' | 'renderer' | 'web';

export interface PlatformApp {
  /** Compose service, k8s Deployment/Service/HPA name, and image name unless `image` says otherwise. */
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
  /** The image it runs when it is another app's: a service's workers run the service's image. */
  readonly image?: string;
  /** A fixed number of pods; absent, a HorizontalPodAutoscaler owns the count. */
  readonly replicas?: number;
}

/** The image an app runs: futgg/<imageOf(app)>. */
export const imageOf = (app: PlatformApp): string => app.image ?? app.name;

/**
 * The command compose and k8s must give an app whose entry point is not the one its image starts
 * (the runtime target runs `<APP>/dist/main.js`), else undefined: the image's own CMD.
 */
export const commandOf = (app: PlatformApp): readonly string[] | undefined =>
  app.dockerTarget === 'runtime' && app.main !== undefined && app.main !== `${app.path}/dist/main.js`
    ? ['node', app.main]
    : undefined;

/** A service's process (its API or its workers): a schema in PostgreSQL, HTTP for probes only. */
export const isServiceProcess = (app: PlatformApp): boolean =>
  app.kind === 'service' || app.kind === 'worker';

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

interface DeploymentOverride {
  resources?: ServiceResources;
  /** Settings compose passes it from .env. */
  composeEnvironment?: Record<string, string>;
  /** Services it asks as it starts, which compose starts (healthy) first. */
  waitsFor?: readonly ServiceName[];
}

/**
 * What deployment alone knows of a service or a service's workers, beside the registry: a larger pod,
 * settings compose passes from .env, services to wait for. Most need nothing here.
 */
const DEPLOYMENT_OVERRIDES: Partial<Record<ServiceName | ServiceWorkerName, DeploymentOverride>> = {
  // The simulated market computes every card's series, the trend pass recomputes them all, and a
  // backfill writes 30 days of them; the market asks the catalog for its cards as the backfill starts.
  'pricing-workers': {
    resources: { cpuRequest: '250m', memoryRequest: '384Mi', memoryLimit: '1Gi', heapMb: 768 },
    waitsFor: ['catalog'],
  },
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

/** An app generated from the service template (deploy/service-deployment-files.ts). */
export interface DeployedApp extends PlatformApp {
  readonly kind: 'service' | 'worker';
  readonly main: string;
  summary: string;
  resources: ServiceResources;
  composeEnvironment: Record<string, string>;
  waitsFor: readonly ServiceName[];
}
export interface DeployedService extends DeployedApp {
  readonly kind: 'service';
}
export interface DeployedWorker extends DeployedApp {
  readonly kind: 'worker';
  /** The service whose code, schema and image it runs. */
  readonly service: ServiceName;
  readonly image: string;
  readonly replicas: number;
}

const deploymentOf = (name: ServiceName | ServiceWorkerName) => ({
  resources: DEPLOYMENT_OVERRIDES[name]?.resources ?? DEFAULT_RESOURCES,
  composeEnvironment: DEPLOYMENT_OVERRIDES[name]?.composeEnvironment ?? {},
  waitsFor: DEPLOYMENT_OVERRIDES[name]?.waitsFor ?? [],
});

/** The services as deployed: one per entry of the service registry (libs/contracts), nothing else. */
export const SERVICES: readonly DeployedService[] = SERVICE_REGISTRY.map((entry) => ({
  name: entry.name,
  path: entry.path,
  kind: 'service',
  healthPort: entry.healthPort,
  dockerTarget: 'runtime',
  main: `${entry.path}/dist/main.js`,
  summary: entry.summary,
  ...deploymentOf(entry.name),
}));

/**
 * The services' workers as deployed, one per entry of the worker registry: the service's image with
 * the workers' entry point, and one pod, no autoscaler. Their work is set by the job schedules, not by
 * traffic, so more pods would mostly wait; more are safe, though (BullMQ hands each job to one worker,
 * the schedulers are upserted idempotently, the backfill's days have fixed job ids): docs/deployment.md
 * "Pricing workers".
 */
export const SERVICE_WORKERS: readonly DeployedWorker[] = SERVICE_WORKER_REGISTRY.map((entry) => ({
  name: entry.name,
  path: serviceEntry(entry.service).path,
  kind: 'worker',
  service: entry.service,
  image: entry.service,
  healthPort: entry.healthPort,
  dockerTarget: 'runtime',
  main: entry.main,
  replicas: 1,
  summary: entry.summary,
  ...deploymentOf(entry.name),
}));

/** Everything generated from the service template: the services, then their workers. */
export const DEPLOYED_APPS: readonly DeployedApp[] = [...SERVICES, ...SERVICE_WORKERS];

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

/** Apps that talk to NATS and Redis (and, for services and their workers, PostgreSQL). */
export const BACKEND_APPS: readonly PlatformApp[] = [...DEPLOYED_APPS, GATEWAY];
/** Apps that run `node <main>` in a Node image. */
export const NODE_APPS: readonly PlatformApp[] = [...BACKEND_APPS, WEB_RENDER];
export const ALL_APPS: readonly PlatformApp[] = [...NODE_APPS, WEB];

/** The variable that sets an app's health port: services keep HTTP for probes only (HEALTH_PORT). */
export const portVariableOf = (app: PlatformApp): 'PORT' | 'HEALTH_PORT' =>
  isServiceProcess(app) ? 'HEALTH_PORT' : 'PORT';

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
