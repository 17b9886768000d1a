// One registry of services (libs/contracts): the deployment files are generated from it, and what is
// committed must be exactly what it gives. A new service is its registry entry, its folder and
// `npm run deploy:generate`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_REGISTRY } from '@futgg/contracts';
import { SERVICES, type DeployedService } from '../platform-apps.js';
import {
  ROOT,
  appsKustomization,
  composeServices,
  serviceManifest,
  natsPasswordKey,
  serviceManifestPath,
  withComposeServices,
  withNatsAuthorization,
} from '../service-deployment-files.js';
import { parseYamlDocuments } from '../yaml.js';

const committed = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the service registry and the deployment files', () => {
  it('deploys exactly the registry’s services (the launcher starts these too)', () => {
    const names = SERVICE_REGISTRY.map((entry) => entry.name);
    expect(SERVICES.map((service) => service.name)).toEqual(names);
    for (const entry of SERVICE_REGISTRY) {
      expect({ entry: entry.name, main: existsSync(join(ROOT, entry.path, 'src', 'main.ts')) }).toEqual({
        entry: entry.name,
        main: true,
      });
    }
  });

  it.each(SERVICES.map((service) => [service.name, service] as const))(
    'commits the Kubernetes file the registry gives for %s',
    (_name, service) => {
      expect(committed(serviceManifestPath(service))).toBe(serviceManifest(service));
    },
  );

  it('commits the apps kustomization and the compose services the registry gives', () => {
    expect(committed('k8s/base/apps/kustomization.yaml')).toBe(appsKustomization(SERVICES));
    const compose = committed('docker-compose.yml');
    expect(withComposeServices(compose, SERVICES)).toBe(compose);
  });

  it('commits the NATS users the registry gives, each password a key of the Secret', () => {
    const natsConf = committed('k8s/base/nats/nats.conf');
    expect(withNatsAuthorization(natsConf, SERVICES)).toBe(natsConf);
    const secretExample = committed('k8s/secret.example.yaml');
    for (const app of [...SERVICES.map((service) => service.name), 'gateway']) {
      expect(natsConf).toContain(`{ user: ${app}, password: $${natsPasswordKey(app)},`);
      expect(secretExample).toContain(`  ${natsPasswordKey(app)}: REPLACE_ME`);
    }
  });

  it('puts a new registry entry into every file, named and ported as the entry says', () => {
    const scouting: DeployedService = {
      ...SERVICES[0]!,
      name: 'scouting',
      path: 'services/scouting',
      healthPort: 3107,
      summary: 'scouting reports',
    };
    const objects = parseYamlDocuments(serviceManifest(scouting), 'scouting.yaml') as {
      kind: string;
      metadata: { name: string };
      spec: Record<string, unknown>;
    }[];
    expect(objects.map((object) => `${object.kind}/${object.metadata.name}`)).toEqual([
      'Deployment/scouting',
      'Service/scouting',
      'HorizontalPodAutoscaler/scouting',
    ]);
    expect(serviceManifest(scouting)).toContain('containerPort: 3107');
    expect(appsKustomization([...SERVICES, scouting])).toContain('  - scouting.yaml');
    const compose = withComposeServices(committed('docker-compose.yml'), [...SERVICES, scouting]);
    expect(compose).toContain('  scouting:\n');
    expect(compose).toContain('APP: services/scouting');
    expect(composeServices([scouting])).toContain('http://127.0.0.1:3107/health');
  });
});
