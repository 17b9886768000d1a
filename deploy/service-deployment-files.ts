// The deployment files of the services and their workers, generated from the service registry
// (libs/contracts): one Kubernetes file per app (k8s/base/apps/<name>.yaml, from
// deploy/k8s/service-app.template.yaml, plus deploy/k8s/autoscaler.template.yaml unless its replica count
// is fixed), the apps' kustomization, and the services' block of docker-compose.yml.
// `npm run deploy:generate` writes them; deploy/test/service-deployment-files.spec.ts fails while a
// committed file differs from what the registry gives, so adding a service is its registry entry, its
// folder, and this one command.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { commandOf, imageOf, type DeployedApp, type DeployedService } from './platform-apps.js';

export type { DeployedApp, DeployedService };

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
const template = (name: string) => readFileSync(new URL(`k8s/${name}`, import.meta.url), 'utf8');
const APP_TEMPLATE = template('service-app.template.yaml');
const AUTOSCALER_TEMPLATE = template('autoscaler.template.yaml');

export const serviceManifestPath = (app: DeployedApp) => `k8s/base/apps/${app.name}.yaml`;

/** `"a", "b"`: the items of a flow sequence (YAML) or an allow list (nats.conf). */
const quoted = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');

/** Replaces a line holding only `{{key}}` by these lines at its indentation, or drops it. */
const withLines = (text: string, key: string, lines: readonly string[]): string =>
  text.replace(new RegExp(`^( *)\\{\\{${key}\\}\\}\n`, 'm'), (_line, indent: string) =>
    lines.map((line) => `${indent}${line}\n`).join(''),
  );

const roleOf = (app: DeployedApp): string =>
  app.kind === 'service'
    ? `Requests arrive over NATS (queue group "${app.name}", so replicas share them); HTTP only for probes on ${app.healthPort}.`
    : `Runs ${app.main} from the futgg/${imageOf(app)} image; serves no request; HTTP only for probes on ${app.healthPort}.`;

const replicasOf = (app: DeployedApp): string[] =>
  app.replicas === undefined
    ? [
        '# No replicas: the HorizontalPodAutoscaler below owns the count; a value here would reset it on',
        '# every apply.',
      ]
    : [
        '# A fixed count, no HorizontalPodAutoscaler: the job schedules set the work, not traffic',
        '# (docs/deployment.md). More pods are safe: each job goes to one worker.',
        `replicas: ${app.replicas}`,
      ];

/** k8s/base/apps/<name>.yaml: Deployment, Service and (unless its count is fixed) autoscaler of one app. */
export const serviceManifest = (app: DeployedApp): string => {
  const command = commandOf(app);
  const lines = withLines(
    withLines(APP_TEMPLATE, 'replicas', replicasOf(app)),
    'args',
    command ? [`args: [${quoted(command)}]`] : [],
  );
  const documents = app.replicas === undefined ? `${lines}---\n${AUTOSCALER_TEMPLATE}` : lines;
  return documents
    .replaceAll('{{name}}', app.name)
    .replaceAll('{{role}}', roleOf(app))
    .replaceAll('{{component}}', app.kind)
    .replaceAll('{{image}}', imageOf(app))
    .replaceAll('{{healthPort}}', String(app.healthPort))
    .replaceAll('{{summary}}', app.summary)
    .replaceAll('{{cpuRequest}}', app.resources.cpuRequest)
    .replaceAll('{{memoryRequest}}', app.resources.memoryRequest)
    .replaceAll('{{memoryLimit}}', app.resources.memoryLimit)
    .replaceAll('{{heapMb}}', String(app.resources.heapMb))
    .replaceAll('{{natsPasswordKey}}', natsPasswordKey(app.name));
};

/** The apps' kustomization: the registry's services and workers, then the gateway, the renderer and NGINX. */
export const appsKustomization = (apps: readonly DeployedApp[]): string =>
  [
    '# One file per app: its Deployment, Service and, unless its replica count is fixed, autoscaler.',
    'apiVersion: kustomize.config.k8s.io/v1beta1',
    'kind: Kustomization',
    'resources:',
    ...[...apps.map((app) => app.name), 'gateway', 'web-render', 'web'].map((name) => `  - ${name}.yaml`),
    '',
  ].join('\n');

export const COMPOSE_BEGIN =
  '  # BEGIN services: generated from the service registry by `npm run deploy:generate`';
export const COMPOSE_END = '  # END services';

/** docker-compose.yml's services and workers, between the markers. */
export const composeServices = (apps: readonly DeployedApp[]): string =>
  apps
    .map((app) => {
      const command = commandOf(app);
      return [
        `  ${app.name}:`,
        '    <<: *node-app',
        // A worker shares its service's image: both build it (BuildKit's cache makes the second
        // free), so neither depends on the other having been built first.
        `    image: futgg/${imageOf(app)}:\${FUTGG_TAG:-local}`,
        '    build:',
        '      <<: *node-build',
        '      args:',
        `        APP: ${app.path}`,
        ...(command ? [`    command: [${quoted(command)}]`] : []),
        '    environment:',
        '      <<: *service-env',
        `      HEALTH_PORT: "${app.healthPort}"`,
        ...Object.entries(app.composeEnvironment).map(([name, value]) => `      ${name}: ${value}`),
        ...(app.waitsFor.length
          ? [
              '    depends_on:',
              '      <<: *data-stores-healthy',
              ...app.waitsFor.flatMap((service) => [
                `      ${service}:`,
                '        condition: service_healthy',
              ]),
            ]
          : []),
        '    healthcheck:',
        '      <<: *app-healthcheck',
        `      test: ["CMD", "node", "/usr/local/lib/futgg/healthcheck.mjs", "http://127.0.0.1:${app.healthPort}/health"]`,
        '',
      ].join('\n');
    })
    .join('\n');

/** docker-compose.yml with its services' block replaced by the registry's. */
export const withComposeServices = (compose: string, apps: readonly DeployedApp[]): string => {
  const begin = compose.indexOf(COMPOSE_BEGIN);
  const end = compose.indexOf(COMPOSE_END);
  if (begin === -1 || end < begin)
    throw new Error('docker-compose.yml has lost its generated-services markers');
  return `${compose.slice(0, begin)}${COMPOSE_BEGIN}\n${composeServices(apps)}\n${compose.slice(end)}`;
};

export const NATS_AUTH_BEGIN =
  '# BEGIN authorization: generated from the service registry by `npm run deploy:generate`';
export const NATS_AUTH_END = '# END authorization';

/** The Secret key holding an app's NATS password (NATS_PASSWORD_CATALOG, NATS_PASSWORD_GATEWAY). */
export const natsPasswordKey = (app: string) => `NATS_PASSWORD_${app.toUpperCase().replace(/-/g, '_')}`;

/**
 * The live events the gateway streams: users' (SOCIAL_LIVE.ALL in libs/contracts, social publishes),
 * fixtures' (CATALOG_LIVE.ALL, the catalog publishes each live-score change) and solver jobs'
 * (SQUADS_LIVE.ALL, the squads service publishes each job's progress and end).
 */
export const GATEWAY_LIVE_SUBJECTS = ['social.live.>', 'catalog.live.>', 'squads.live.>'] as const;

/**
 * NATS users, one per app, each allowed only what it does: a service subscribes to its own subjects
 * (so no other app can answer in its name) and may ask any service; a service's workers ask and publish
 * events but subscribe to their reply inboxes only; the gateway asks, and listens to the users' live
 * events (social.live.<userId>, its direct-messages stream; catalog.live.fixture.<id>, its fixture
 * stream; squads.live.<kind>.<jobId>, its solver job streams) but to no service's request subjects. Everyone uses
 * reply inboxes and JetStream's API (events). Passwords come from the Secret through the NATS
 * container's environment.
 */
export const natsAuthorization = (
  services: readonly DeployedService[],
  workers: readonly DeployedApp[] = [],
): string => {
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
    ...workers.map((worker) => user(worker.name, [...serviceSubjects, ...shared], ['_INBOX.>'])),
    user('gateway', [...serviceSubjects, '_INBOX.>'], ['_INBOX.>', ...GATEWAY_LIVE_SUBJECTS]),
    '  ]',
    '}',
  ].join('\n');
};

/** nats.conf with its authorization block replaced by the registry's. */
export const withNatsAuthorization = (
  natsConf: string,
  services: readonly DeployedService[],
  workers: readonly DeployedApp[] = [],
): string => {
  const begin = natsConf.indexOf(NATS_AUTH_BEGIN);
  const end = natsConf.indexOf(NATS_AUTH_END);
  if (begin === -1 || end < begin) throw new Error('nats.conf has lost its generated-authorization markers');
  return `${natsConf.slice(0, begin)}${NATS_AUTH_BEGIN}\n${natsAuthorization(services, workers)}\n${natsConf.slice(end)}`;
};
