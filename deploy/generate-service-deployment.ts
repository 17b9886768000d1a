// `npm run deploy:generate`: writes the deployment files of the services and their workers from the
// service registry (deploy/service-deployment-files.ts says which and why).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYED_APPS, SERVICES, SERVICE_WORKERS } from './platform-apps.js';
import {
  ROOT,
  appsKustomization,
  serviceManifest,
  serviceManifestPath,
  withComposeServices,
  withNatsAuthorization,
} from './service-deployment-files.js';

for (const app of DEPLOYED_APPS) writeFileSync(join(ROOT, serviceManifestPath(app)), serviceManifest(app));
writeFileSync(join(ROOT, 'k8s/base/apps/kustomization.yaml'), appsKustomization(DEPLOYED_APPS));
const composePath = join(ROOT, 'docker-compose.yml');
writeFileSync(composePath, withComposeServices(readFileSync(composePath, 'utf8'), DEPLOYED_APPS));
const natsConfPath = join(ROOT, 'k8s/base/nats/nats.conf');
writeFileSync(
  natsConfPath,
  withNatsAuthorization(readFileSync(natsConfPath, 'utf8'), SERVICES, SERVICE_WORKERS),
);
console.log(
  `Deployment files of ${DEPLOYED_APPS.length} apps written: ${DEPLOYED_APPS.map((app) => app.name).join(', ')}`,
);
