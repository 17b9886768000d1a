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
    .replaceAll('{{heapMb}}', String(service.resources.heapMb))
    .replaceAll('{{natsPasswordKey}}', natsPasswordKey(service.name));

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

export const NATS_AUTH_BEGIN =
  '# BEGIN authorization: generated from the service registry by `npm run deploy:generate`';
export const NATS_AUTH_END = '# END authorization';

/** The Secret key holding an app's NATS password (NATS_PASSWORD_CATALOG, NATS_PASSWORD_GATEWAY). */
export const natsPasswordKey = (app: string) => `NATS_PASSWORD_${app.toUpperCase().replace(/-/g, '_')}`;

const quoted = (subjects: readonly string[]) => subjects.map((subject) => `"${subject}"`).join(', ');

/**
 * NATS users, one per app, each allowed only what it does: a service subscribes to its own subjects
 * (so no other app can answer in its name) and may ask any service; the gateway only asks. Everyone
 * uses reply inboxes and JetStream's API (events). Passwords come from the Secret through the NATS
 * container's environment.
 */
export const natsAuthorization = (services: readonly DeployedService[]): string => {
  const serviceSubjects = services.map((service) => `${service.name}.>`);
  const shared = ['_INBOX.>', '$JS.API.>', '$JS.ACK.>'];
  const user = (name: string, publish: string[], subscribe: string[]) =>
    `    { user: ${name}, password: $${natsPasswordKey(name)}, permissions: { publish: { allow: [${quoted(publish)}] }, subscribe: { allow: [${quoted(subscribe)}] } } }`;
  return [
    'authorization {',
    '  users = [',
    ...services.map((service) =>
      user(service.name, [...serviceSubjects, ...shared], [`${service.name}.>`, '_INBOX.>']),
    ),
    user('gateway', [...serviceSubjects, '_INBOX.>'], ['_INBOX.>']),
    '  ]',
    '}',
  ].join('\n');
};

/** nats.conf with its authorization block replaced by the registry's. */
export const withNatsAuthorization = (natsConf: string, services: readonly DeployedService[]): string => {
  const begin = natsConf.indexOf(NATS_AUTH_BEGIN);
  const end = natsConf.indexOf(NATS_AUTH_END);
  if (begin === -1 || end < begin) throw new Error('nats.conf has lost its generated-authorization markers');
  return `${natsConf.slice(0, begin)}${NATS_AUTH_BEGIN}\n${natsAuthorization(services)}\n${natsConf.slice(end)}`;
};
