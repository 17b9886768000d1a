// The platform's apps as the deployment files must know them. The conventions (ports, paths, names)
// are fixed by the architecture; tests check docker-compose.yml, the Dockerfile and k8s/ against this
// one table so the three cannot drift apart.
export type AppKind = 'service' | 'gateway' | 'web';

export interface PlatformApp {
  /** Compose service, k8s Deployment/Service/HPA and image name. */
  readonly name: string;
  /** Workspace path, the Dockerfile's APP build argument. */
  readonly path: string;
  readonly kind: AppKind;
  /** The port that answers GET /health and GET /health/live. */
  readonly healthPort: number;
}

export const SERVICES: readonly PlatformApp[] = [
  { name: 'catalog', path: 'services/catalog', kind: 'service', healthPort: 3101 },
  { name: 'evolutions', path: 'services/evolutions', kind: 'service', healthPort: 3102 },
  { name: 'squads', path: 'services/squads', kind: 'service', healthPort: 3103 },
  { name: 'social', path: 'services/social', kind: 'service', healthPort: 3104 },
  { name: 'identity', path: 'services/identity', kind: 'service', healthPort: 3105 },
  { name: 'pricing', path: 'services/pricing', kind: 'service', healthPort: 3106 },
];

export const GATEWAY: PlatformApp = { name: 'gateway', path: 'gateway', kind: 'gateway', healthPort: 3000 };
export const WEB: PlatformApp = { name: 'web', path: 'web', kind: 'web', healthPort: 8080 };

/** Apps that run `node <path>/dist/main.js` from the Dockerfile's runtime stage. */
export const NODE_APPS: readonly PlatformApp[] = [...SERVICES, GATEWAY];
export const ALL_APPS: readonly PlatformApp[] = [...NODE_APPS, WEB];

export const DATA_STORES = ['postgres', 'redis', 'nats'] as const;

export const READINESS_PATH = '/health';
export const LIVENESS_PATH = '/health/live';

/** The gateway's own per-request timeout (REQUEST_TIMEOUT_MS default); proxies in front must wait longer. */
export const GATEWAY_REQUEST_TIMEOUT_MS = 5000;
/** The gateway's HTTP keepAliveTimeout (gateway/src/create-gateway.ts); NGINX must close idle first. */
export const GATEWAY_KEEPALIVE_TIMEOUT_S = 65;
