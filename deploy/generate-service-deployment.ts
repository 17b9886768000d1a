// `npm run deploy:generate`: writes the services' deployment files from the service registry
// (deploy/service-deployment-files.ts says which and why).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICES } from './platform-apps.js';
import {
  ROOT,
  appsKustomization,
  serviceManifest,
  serviceManifestPath,
  withComposeServices,
  withNatsAuthorization,
} from './service-deployment-files.js';

for (const service of SERVICES)
  writeFileSync(join(ROOT, serviceManifestPath(service)), serviceManifest(service));
writeFileSync(join(ROOT, 'k8s/base/apps/kustomization.yaml'), appsKustomization(SERVICES));
const composePath = join(ROOT, 'docker-compose.yml');
writeFileSync(composePath, withComposeServices(readFileSync(composePath, 'utf8'), SERVICES));
const natsConfPath = join(ROOT, 'k8s/base/nats/nats.conf');
writeFileSync(natsConfPath, withNatsAuthorization(readFileSync(natsConfPath, 'utf8'), SERVICES));
console.log(
  `Deployment files of ${SERVICES.length} services written: ${SERVICES.map((s) => s.name).join(', ')}`,
);
