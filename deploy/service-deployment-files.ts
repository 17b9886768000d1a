// The deployment files of the services, generated from the service registry (libs/contracts): one
// Kubernetes file per service (k8s/base/apps/<name>.yaml, from deploy/k8s/service-app.template.yaml), the
// apps' kustomization, and the services' block of docker-compose.yml. `npm run deploy:generate` writes
// them; deploy/test/service-deployment-files.spec.ts fails while a committed file differs from what the
// registry gives, so adding a service is its registry entry, its folder, and this one command.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { DeployedService } from './platform-apps.js';

export type { DeployedService };

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TEMPLATE = readFileSync(new URL('k8s/service-app.template.yaml', import.meta.url), 'utf8');

export const serviceManifestPath = (service: DeployedService) => `k8s/base/apps/${service.name}.yaml`;

/** k8s/base/apps/<name>.yaml: Deployment, Service and HorizontalPodAutoscaler of one service. */
export const serviceManifest = (service: DeployedService): string =>
  TEMPLATE.replaceAll('{{name}}', service.name)
    .replaceAll('{{healthPort}}', String(service.healthPort))
    .replaceAll('{{summary}}', service.summary)
    .replaceAll('{{cpuRequest}}', service.resources.cpuRequest)
    .replaceAll('{{memoryRequest}}', service.resources.memoryRequest)
    .replaceAll('{{memoryLimit}}', service.resources.memoryLimit)
    .replaceAll('{{heapMb}}', String(service.resources.heapMb));

/** The apps' kustomization: the registry's services, then the gateway, the renderer and the web NGINX. */
export const appsKustomization = (services: readonly DeployedService[]): string =>
  [
    '# One file per app: its Deployment, Service and HorizontalPodAutoscaler.',
    'apiVersion: kustomize.config.k8s.io/v1beta1',
    'kind: Kustomization',
    'resources:',
    ...[...services.map((service) => service.name), 'gateway', 'web-render', 'web'].map(
      (name) => `  - ${name}.yaml`,
    ),
    '',
  ].join('\n');

export const COMPOSE_BEGIN =
  '  # BEGIN services: generated from the service registry by `npm run deploy:generate`';
export const COMPOSE_END = '  # END services';

/** docker-compose.yml's services, between the markers. */
export const composeServices = (services: readonly DeployedService[]): string =>
  services
    .map((service) =>
      [
        `  ${service.name}:`,
        '    <<: *node-app',
        `    image: futgg/${service.name}:\${FUTGG_TAG:-local}`,
        '    build:',
        '      <<: *node-build',
        '      args:',
        `        APP: ${service.path}`,
        '    environment:',
        '      <<: *service-env',
        `      HEALTH_PORT: "${service.healthPort}"`,
        ...Object.entries(service.composeEnvironment).map(([name, value]) => `      ${name}: ${value}`),
        '    healthcheck:',
        '      <<: *app-healthcheck',
        `      test: ["CMD", "node", "/usr/local/lib/futgg/healthcheck.mjs", "http://127.0.0.1:${service.healthPort}/health"]`,
        '',
      ].join('\n'),
    )
    .join('\n');

/** docker-compose.yml with its services' block replaced by the registry's. */
export const withComposeServices = (compose: string, services: readonly DeployedService[]): string => {
  const begin = compose.indexOf(COMPOSE_BEGIN);
  const end = compose.indexOf(COMPOSE_END);
  if (begin === -1 || end < begin)
    throw new Error('docker-compose.yml has lost its generated-services markers');
  return `${compose.slice(0, begin)}${COMPOSE_BEGIN}\n${composeServices(services)}\n${compose.slice(end)}`;
};
