// One registry of services (libs/contracts): the deployment files are generated from it, and what is
// committed must be exactly what it gives. A new service is its registry entry, its folder and
// `npm run deploy:generate`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_REGISTRY, SERVICE_WORKER_REGISTRY } from '@futgg/contracts';
import {
  DEPLOYED_APPS,
  SERVICES,
  SERVICE_WORKERS,
  type DeployedService,
  type DeployedWorker,
} from '../platform-apps.js';
import {
  ROOT,
  appsKustomization,
  composeServices,
  serviceManifest,
  natsAuthorization,
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

  it('deploys exactly the registry’s service workers, each from a source file of its service', () => {
    expect(SERVICE_WORKERS.map((worker) => worker.name)).toEqual(
      SERVICE_WORKER_REGISTRY.map((entry) => entry.name),
    );
    for (const worker of SERVICE_WORKERS) {
      const source = worker.main.replace(/\/dist\//, '/src/').replace(/\.js$/, '.ts');
      expect({ worker: worker.name, source, exists: existsSync(join(ROOT, source)) }).toEqual({
        worker: worker.name,
        source,
        exists: true,
      });
      expect(worker.main.startsWith(`${worker.path}/dist/`)).toBe(true);
    }
  });

  it.each(DEPLOYED_APPS.map((app) => [app.name, app] as const))(
    'commits the Kubernetes file the registry gives for %s',
    (_name, app) => {
      expect(committed(serviceManifestPath(app))).toBe(serviceManifest(app));
    },
  );

  it('commits the apps kustomization and the compose services the registry gives', () => {
    expect(committed('k8s/base/apps/kustomization.yaml')).toBe(appsKustomization(DEPLOYED_APPS));
    const compose = committed('docker-compose.yml');
    expect(withComposeServices(compose, DEPLOYED_APPS)).toBe(compose);
  });

  it('commits the NATS users the registry gives, each password a key of the Secret', () => {
    const natsConf = committed('k8s/base/nats/nats.conf');
    expect(withNatsAuthorization(natsConf, SERVICES, SERVICE_WORKERS)).toBe(natsConf);
    const secretExample = committed('k8s/secret.example.yaml');
    for (const app of [...DEPLOYED_APPS.map((deployed) => deployed.name), 'gateway']) {
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

  it('runs a new service worker from its service’s image, with a fixed count and its own NATS user', () => {
    const scouts: DeployedWorker = {
      ...SERVICE_WORKERS[0]!,
      name: 'scouting-workers' as DeployedWorker['name'],
      path: 'services/scouting',
      service: 'scouting' as DeployedWorker['service'],
      image: 'scouting',
      main: 'services/scouting/dist/jobs/main.js',
      healthPort: 3117,
      replicas: 1,
      summary: 'scouting jobs',
    };
    const objects = parseYamlDocuments(serviceManifest(scouts), 'scouting-workers.yaml') as {
      kind: string;
      metadata: { name: string };
      spec: { replicas?: number; template?: { spec: { containers: { image: string; args?: string[] }[] } } };
    }[];
    expect(objects.map((object) => `${object.kind}/${object.metadata.name}`)).toEqual([
      'Deployment/scouting-workers',
      'Service/scouting-workers',
    ]);
    expect(objects[0]?.spec.replicas).toBe(1);
    expect(objects[0]?.spec.template?.spec.containers[0]).toMatchObject({
      image: 'futgg/scouting',
      args: ['node', 'services/scouting/dist/jobs/main.js'],
    });
    expect(composeServices([scouts])).toContain('command: ["node", "services/scouting/dist/jobs/main.js"]');
    expect(natsAuthorization([], [scouts])).toContain(
      '{ user: scouting-workers, password: $NATS_PASSWORD_SCOUTING_WORKERS,',
    );
    expect(natsAuthorization([], [scouts])).toMatch(
      /user: scouting-workers, .*subscribe: \{ allow: \["_INBOX\.>"\] \}/,
    );
  });
});
