// k8s/: the base and the production overlay, rendered by our renderer and (where installed) by
// `kubectl kustomize`, then checked object by object against the platform's conventions.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isKubectlAvailable, renderWithKubectl } from '../k8s/kubectl-kustomize.js';
import { find, ofKind, onlyContainer, quantity, resolvePort, selects } from '../k8s/k8s-objects.js';
import type {
  ConfigMapObject,
  HpaObject,
  IngressObject,
  ServiceObject,
  Workload,
} from '../k8s/k8s-objects.js';
import { objectId, renderKustomization } from '../k8s/render-kustomization.js';
import type { K8sObject } from '../k8s/render-kustomization.js';
import { PRODUCTION_NGINX } from '../nginx/render-nginx-config.js';
import {
  ALL_APPS,
  CACHE_REDIS_ARGS,
  CACHE_STORE,
  BACKEND_APPS,
  GATEWAY,
  LIVENESS_PATH,
  READINESS_PATH,
  WEB_RENDER,
  commandOf,
  imageOf,
  isServiceProcess,
  portVariableOf,
} from '../platform-apps.js';
import { natsPasswordKey } from '../service-deployment-files.js';
import { parseYamlDocuments } from '../yaml.js';

const path = (relative: string): string => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

const KUSTOMIZATIONS = [
  ['base', path('k8s/base')],
  ['production', path('k8s/overlays/production')],
] as const;
const CONFIG_MAP = 'futgg-config';
const SECRET = 'futgg-secrets';
const SECRET_EXAMPLE = path('k8s/secret.example.yaml');
const PLACEHOLDER = /^REPLACE_ME$/;

const hasKubectl = isKubectlAvailable();
type Renderer = (dir: string) => K8sObject[];
const RENDERERS: [string, Renderer][] = [
  ['render-kustomization.ts', renderKustomization],
  ...(hasKubectl ? ([['kubectl kustomize', renderWithKubectl]] as [string, Renderer][]) : []),
];

const rendered = new Map<string, K8sObject[]>();
const render = (renderer: [string, Renderer], dir: string): K8sObject[] => {
  const key = `${renderer[0]}:${dir}`;
  if (!rendered.has(key)) rendered.set(key, renderer[1](dir));
  return rendered.get(key) ?? [];
};

const secretExample = (): Record<string, string> => {
  const [secret] = parseYamlDocuments(readFileSync(SECRET_EXAMPLE, 'utf8'), SECRET_EXAMPLE) as {
    metadata: { name: string };
    stringData: Record<string, string>;
  }[];
  if (!secret) throw new Error(`${SECRET_EXAMPLE} is empty`);
  expect(secret.metadata.name).toBe(SECRET);
  return secret.stringData;
};

describe('k8s renderers agree', () => {
  it.each(KUSTOMIZATIONS)(
    '%s: render-kustomization.ts gives exactly what kubectl kustomize gives',
    (_name, dir) => {
      const ours = new Map(renderKustomization(dir).map((object) => [objectId(object), object]));
      expect(ours.size).toBeGreaterThan(20);
      if (!hasKubectl) {
        // The comparison needs the reference; every other test below still runs on our renderer.
        console.warn(
          'kubectl is not on PATH: render-kustomization.ts is not compared with kubectl kustomize',
        );
        return;
      }
      const theirs = new Map(renderWithKubectl(dir).map((object) => [objectId(object), object]));
      expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
      for (const [id, object] of theirs) expect({ id, object: ours.get(id) }).toEqual({ id, object });
    },
  );
});

describe.each(RENDERERS)('k8s manifests rendered by %s', (...renderer) => {
  describe.each(KUSTOMIZATIONS)('%s', (overlay, dir) => {
    let objects: K8sObject[];
    beforeAll(() => {
      objects = render(renderer, dir);
    });

    describe.each(ALL_APPS.map((app) => [app.name, app] as const))('%s', (_name, app) => {
      const deployment = (): Workload => find<Workload>(objects, 'Deployment', app.name);

      it('has a Deployment whose container listens on the health port', () => {
        const container = onlyContainer(deployment());
        expect(container.ports?.map((port) => port.containerPort)).toContain(app.healthPort);
      });

      it(`probes readiness on ${READINESS_PATH} and liveness on ${LIVENESS_PATH} at the health port`, () => {
        const container = onlyContainer(deployment());
        expect(container.readinessProbe?.httpGet?.path).toBe(READINESS_PATH);
        expect(resolvePort(container, container.readinessProbe?.httpGet?.port)).toBe(app.healthPort);
        expect(container.livenessProbe?.httpGet?.path).toBe(LIVENESS_PATH);
        expect(resolvePort(container, container.livenessProbe?.httpGet?.port)).toBe(app.healthPort);
      });

      it('requests CPU and memory and limits them no lower than the requests', () => {
        const { requests, limits } = onlyContainer(deployment()).resources ?? {};
        for (const resource of ['cpu', 'memory']) {
          const request = requests?.[resource];
          const limit = limits?.[resource];
          expect({ resource, request: typeof request, limit: typeof limit }).toEqual({
            resource,
            request: 'string',
            limit: 'string',
          });
          expect(quantity(limit ?? '')).toBeGreaterThanOrEqual(quantity(request ?? ''));
        }
      });

      it('runs as a non-root user with a read-only root filesystem and no capabilities', () => {
        const pod = deployment().spec.template.spec;
        const container = onlyContainer(deployment());
        expect(pod.securityContext?.['runAsNonRoot']).toBe(true);
        expect(pod.securityContext?.['runAsUser']).toEqual(expect.any(Number));
        expect(pod.securityContext?.['runAsUser']).not.toBe(0);
        expect(container.securityContext?.['allowPrivilegeEscalation']).toBe(false);
        expect(container.securityContext?.['readOnlyRootFilesystem']).toBe(true);
        expect(container.securityContext?.capabilities?.drop).toEqual(['ALL']);
      });

      if (app.replicas === undefined) {
        it('leaves the replica count to the autoscaler', () => {
          expect(deployment().spec.replicas).toBeUndefined();
        });

        it('has an autoscaling/v2 HPA on CPU targeting its Deployment, never below 2 replicas', () => {
          const hpa = find<HpaObject>(objects, 'HorizontalPodAutoscaler', app.name);
          expect(hpa.apiVersion).toBe('autoscaling/v2');
          expect(hpa.spec.scaleTargetRef).toEqual({
            apiVersion: 'apps/v1',
            kind: 'Deployment',
            name: app.name,
          });
          expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
          expect(hpa.spec.maxReplicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas ?? 1);
          const cpu = hpa.spec.metrics?.find(
            (metric) => metric.type === 'Resource' && metric.resource?.name === 'cpu',
          );
          expect(cpu?.resource?.target.type).toBe('Utilization');
          expect(cpu?.resource?.target.averageUtilization).toBeGreaterThan(0);
          expect(cpu?.resource?.target.averageUtilization).toBeLessThanOrEqual(100);
        });
      } else {
        it(`runs a fixed ${app.replicas} replica(s), with no autoscaler to change it`, () => {
          expect(deployment().spec.replicas).toBe(app.replicas);
          expect(
            ofKind<HpaObject>(objects, 'HorizontalPodAutoscaler').filter(
              (hpa) => hpa.spec.scaleTargetRef.name === app.name,
            ),
          ).toEqual([]);
        });
      }

      it(`runs the futgg/${imageOf(app)} image${overlay === 'production' ? ', pinned to a version' : ''}`, () => {
        const image = onlyContainer(deployment()).image ?? '';
        expect(image).toMatch(new RegExp(`(^|/)futgg/${imageOf(app)}(:|$)`));
        if (overlay === 'production') expect(image).toMatch(/:(?!latest$)[\w.-]+$/);
      });

      it(`runs ${app.main ?? 'its image'}`, () => {
        // Arguments to the image's entrypoint, as compose's command: the image's CMD unless named.
        const container = onlyContainer(deployment());
        expect(container.command).toBeUndefined();
        expect(container.args).toEqual(commandOf(app));
      });

      it('has a Service selecting exactly its pods, on the health port', () => {
        const service = find<ServiceObject>(objects, 'Service', app.name);
        const podLabels = deployment().spec.template.metadata.labels;
        expect(selects(service.spec.selector, podLabels)).toBe(true);
        expect(selects(deployment().spec.selector.matchLabels, podLabels)).toBe(true);
        const selected = [
          ...ofKind<Workload>(objects, 'Deployment'),
          ...ofKind<Workload>(objects, 'StatefulSet'),
        ]
          .filter((workload) => selects(service.spec.selector, workload.spec.template.metadata.labels))
          .map((workload) => workload.metadata.name);
        expect(selected).toEqual([app.name]);
        const container = onlyContainer(deployment());
        const port = service.spec.ports.find((candidate) => candidate.port === app.healthPort);
        expect(resolvePort(container, port?.targetPort ?? port?.port)).toBe(app.healthPort);
      });
    });

    describe.each(BACKEND_APPS.map((app) => [app.name, app] as const))('%s environment', (_name, app) => {
      it('reads the shared ConfigMap and the Secret, and its own port', () => {
        const container = onlyContainer(find<Workload>(objects, 'Deployment', app.name));
        expect(container.envFrom).toEqual(
          expect.arrayContaining([{ configMapRef: { name: CONFIG_MAP } }, { secretRef: { name: SECRET } }]),
        );
        expect(container.env?.find((variable) => variable.name === portVariableOf(app))?.value).toBe(
          String(app.healthPort),
        );
      });

      it('builds its data-store URLs only from variables defined before them', () => {
        const container = onlyContainer(find<Workload>(objects, 'Deployment', app.name));
        const configMap = find<ConfigMapObject>(objects, 'ConfigMap', CONFIG_MAP);
        const defined = new Set([...Object.keys(configMap.data ?? {}), ...Object.keys(secretExample())]);
        const names = (container.env ?? []).map((variable) => variable.name);
        expect(names).toContain('REDIS_URL');
        // The gateway never touches PostgreSQL; every service owns a schema there, its workers too.
        expect(names.includes('DATABASE_URL')).toBe(isServiceProcess(app));
        for (const variable of container.env ?? []) {
          // The kubelet leaves an undefined $(VAR) in the value literally: a broken URL at boot.
          for (const [, reference] of (variable.value ?? '').matchAll(/\$\(([A-Z0-9_]+)\)/g)) {
            expect({ variable: variable.name, reference, defined: defined.has(reference ?? '') }).toEqual({
              variable: variable.name,
              reference,
              defined: true,
            });
          }
          defined.add(variable.name);
        }
      });

      it('connects to NATS as its own user, with the password the Secret holds for it', () => {
        const container = onlyContainer(find<Workload>(objects, 'Deployment', app.name));
        const natsUrl = container.env?.find((variable) => variable.name === 'NATS_URL')?.value ?? '';
        expect(natsUrl).toBe(`nats://${app.name}:$(${natsPasswordKey(app.name)})@nats:4222`);
        expect(Object.keys(secretExample())).toContain(natsPasswordKey(app.name));
      });
    });

    // A Service by that name, on that port, whose selector picks exactly the Deployment named.
    const serviceBehind = (host: string, port: number): string[] => {
      const service = find<ServiceObject>(objects, 'Service', host);
      expect(service.spec.ports.map((candidate) => candidate.port)).toContain(port);
      return ofKind<Workload>(objects, 'Deployment')
        .filter((workload) => selects(service.spec.selector, workload.spec.template.metadata.labels))
        .map((workload) => workload.metadata.name);
    };

    describe('web-render environment', () => {
      const container = () => onlyContainer(find<Workload>(objects, 'Deployment', WEB_RENDER.name));
      const variable = (name: string) => container().env?.find((candidate) => candidate.name === name)?.value;

      it('listens on its port and asks the gateway Service for page data', () => {
        expect(variable('PORT')).toBe(String(WEB_RENDER.healthPort));
        const gatewayUrl = new URL(variable('GATEWAY_URL') ?? '');
        expect(gatewayUrl.protocol).toBe('http:');
        expect(serviceBehind(gatewayUrl.hostname, Number(gatewayUrl.port))).toEqual([GATEWAY.name]);
        expect(Number(gatewayUrl.port)).toBe(GATEWAY.healthPort);
      });

      it('reads the shared ConfigMap but neither the Secret nor a data-store URL', () => {
        expect(container().envFrom).toEqual([{ configMapRef: { name: CONFIG_MAP } }]);
        const names = (container().env ?? []).map((candidate) => candidate.name);
        expect(names.filter((name) => /DATABASE|REDIS|NATS|PASSWORD|SECRET/.test(name))).toEqual([]);
      });
    });

    it.each([
      ['gatewayUpstream', PRODUCTION_NGINX.gatewayUpstream, GATEWAY.name],
      ['webRenderUpstream', PRODUCTION_NGINX.webRenderUpstream ?? '', WEB_RENDER.name],
    ])('has the Service the web NGINX %s (%s) names, in front of %s', (_option, upstream, app) => {
      const [host = '', port = ''] = upstream.split(':');
      expect(serviceBehind(host, Number(port))).toEqual([app]);
    });

    it('keeps secret-looking keys out of the ConfigMap', () => {
      const configMap = find<ConfigMapObject>(objects, 'ConfigMap', CONFIG_MAP);
      expect(
        Object.keys(configMap.data ?? {}).filter((key) => /PASSWORD|SECRET|TOKEN|PRIVATE/i.test(key)),
      ).toEqual([]);
      expect(
        Object.values(configMap.data ?? {}).filter((value) => /:\/\/[^/\s]*:[^/\s]*@/.test(value)),
      ).toEqual([]);
    });

    it('trusts only private proxies for the client address, never every address', () => {
      const config = find<ConfigMapObject>(objects, 'ConfigMap', CONFIG_MAP);
      const trusted = (config.data?.['TRUSTED_PROXIES'] ?? '').split(',');
      expect(trusted.length).toBeGreaterThan(0);
      for (const entry of trusted)
        expect(entry).toMatch(/^(loopback|uniquelocal|10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.)/);
    });

    it('points NATS_URL at the NATS client Service', () => {
      const configMap = find<ConfigMapObject>(objects, 'ConfigMap', CONFIG_MAP);
      const url = new URL(configMap.data?.['NATS_URL'] ?? '');
      const service = find<ServiceObject>(objects, 'Service', url.hostname);
      expect(service.spec.ports.map((port) => port.port)).toContain(Number(url.port));
      expect(
        selects(
          service.spec.selector,
          find<Workload>(objects, 'StatefulSet', 'nats').spec.template.metadata.labels,
        ),
      ).toBe(true);
      expect(configMap.data?.['NATS_SUBJECT_PREFIX']).toBe('');
    });

    it('ships no Secret with a value: secrets are created out of band', () => {
      const secrets = ofKind<
        K8sObject & { data?: Record<string, string>; stringData?: Record<string, string> }
      >(objects, 'Secret');
      const values = secrets.flatMap((secret) => [
        ...Object.values(secret.data ?? {}),
        ...Object.values(secret.stringData ?? {}),
      ]);
      expect(values.filter((value) => !PLACEHOLDER.test(value))).toEqual([]);
    });

    describe('NATS', () => {
      const nats = (): Workload => find<Workload>(objects, 'StatefulSet', 'nats');
      const natsConf = (): string => {
        const volume = nats().spec.template.spec.volumes?.find((candidate) => candidate.configMap);
        const configMap = find<ConfigMapObject>(objects, 'ConfigMap', volume?.configMap?.name ?? '');
        return configMap.data?.['nats.conf'] ?? '';
      };

      it('keeps its monitoring on the pod loopback: probed from inside, exposed by no port', () => {
        expect(natsConf()).toMatch(/^http: 127\.0\.0\.1:8222$/m);
        const container = onlyContainer(nats());
        expect(container.ports?.map((port) => port.containerPort)).not.toContain(8222);
        for (const probe of [container.startupProbe, container.livenessProbe, container.readinessProbe]) {
          expect(JSON.stringify(probe)).toContain('http://127.0.0.1:8222/healthz');
        }
        for (const service of ofKind<ServiceObject>(objects, 'Service')) {
          expect(service.spec.ports.map((port) => port.port)).not.toContain(8222);
        }
      });

      it('is a StatefulSet of 3 with a headless Service that publishes not-ready pods', () => {
        expect(nats().spec.replicas).toBe(3);
        const headless = find<ServiceObject>(objects, 'Service', nats().spec.serviceName ?? '');
        expect(headless.spec.clusterIP).toBe('None');
        expect(headless.spec.publishNotReadyAddresses).toBe(true);
        expect(selects(headless.spec.selector, nats().spec.template.metadata.labels)).toBe(true);
      });

      it('loads nats.conf from the ConfigMap it mounts', () => {
        const container = onlyContainer(nats());
        const configVolume = nats().spec.template.spec.volumes?.find(
          (candidate) => candidate.configMap,
        )?.name;
        const mount = container.volumeMounts?.find((candidate) => candidate.name === configVolume);
        expect(container.args).toEqual(['--config', `${mount?.mountPath}/nats.conf`]);
      });

      it('enables JetStream with its store on the per-pod volume claim', () => {
        const config = natsConf();
        expect(config).toMatch(/^jetstream \{/m);
        const storeDir = /^\s*store_dir:\s*(\S+)/m.exec(config)?.[1] ?? '';
        const claims = (nats().spec.volumeClaimTemplates ?? []).map((claim) => claim.metadata.name);
        const mount = onlyContainer(nats()).volumeMounts?.find((candidate) =>
          claims.includes(candidate.name),
        );
        expect(mount).toBeDefined();
        expect(storeDir.startsWith(`${mount?.mountPath}/`)).toBe(true);
        const claim = nats().spec.volumeClaimTemplates?.find(
          (candidate) => candidate.metadata.name === mount?.name,
        );
        expect(quantity(claim?.spec.resources.requests.storage ?? '0')).toBeGreaterThanOrEqual(
          quantity('1Gi'),
        );
      });

      it('routes every node to every pod of the headless Service on the cluster port', () => {
        const config = natsConf();
        const clusterPort = onlyContainer(nats()).ports?.find(
          (port) => port.name === 'cluster',
        )?.containerPort;
        const headless = nats().spec.serviceName;
        for (const ordinal of [0, 1, 2]) {
          expect(config).toContain(`nats://nats-${ordinal}.${headless}:${clusterPort}`);
        }
        expect(config).toMatch(/^cluster \{/m);
      });

      it('names each node after its pod, as a JetStream cluster requires', () => {
        expect(natsConf()).toMatch(/^server_name:\s*\$SERVER_NAME\b/m);
        const variable = onlyContainer(nats()).env?.find((candidate) => candidate.name === 'SERVER_NAME');
        expect(variable?.valueFrom?.fieldRef?.fieldPath).toBe('metadata.name');
      });

      it('never lets a drain take two nodes (JetStream quorum)', () => {
        const pdb = find<
          K8sObject & { spec: { maxUnavailable?: number; selector: { matchLabels: Record<string, string> } } }
        >(objects, 'PodDisruptionBudget', 'nats');
        expect(pdb.spec.maxUnavailable).toBe(1);
        expect(selects(pdb.spec.selector.matchLabels, nats().spec.template.metadata.labels)).toBe(true);
      });
    });

    describe('NetworkPolicies', () => {
      type Peer = {
        podSelector?: {
          matchLabels?: Record<string, string>;
          matchExpressions?: { key: string; values: string[] }[];
        };
        namespaceSelector?: { matchLabels?: Record<string, string> };
      };
      type Policy = K8sObject & {
        spec: {
          podSelector: { matchLabels?: Record<string, string> };
          policyTypes: string[];
          ingress?: { from?: Peer[]; ports?: { port: number }[] }[];
        };
      };
      const policies = () => ofKind<Policy>(objects, 'NetworkPolicy');
      const policyFor = (app: string) =>
        policies().find((policy) => policy.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === app);
      /** The components (or namespaces) a policy lets in on a port. */
      const allowedOn = (app: string, port: number): string[] =>
        (policyFor(app)?.spec.ingress ?? [])
          .filter((rule) => rule.ports?.some((allowed) => allowed.port === port))
          .flatMap((rule) => rule.from ?? [])
          .flatMap((peer) => [
            ...(peer.podSelector?.matchExpressions?.flatMap((expression) => expression.values) ?? []),
            ...Object.values(peer.podSelector?.matchLabels ?? {}),
            ...Object.values(peer.namespaceSelector?.matchLabels ?? {}).map((name) => `namespace:${name}`),
          ]);

      it('deny every connection into the namespace that no policy allows', () => {
        const deny = policies().find((policy) => Object.keys(policy.spec.podSelector).length === 0);
        expect(deny?.spec.policyTypes).toEqual(['Ingress']);
        expect(deny?.spec.ingress).toBeUndefined();
      });

      it('let only the services, their workers and the gateway reach NATS, and the nodes route to each other', () => {
        const componentOf = (app: string) =>
          find<Workload>(objects, 'Deployment', app).spec.template.metadata.labels[
            'app.kubernetes.io/component'
          ];
        const clients = [...new Set(BACKEND_APPS.map((app) => componentOf(app.name)))].sort();
        expect(clients).toEqual(['gateway', 'service', 'worker']);
        expect(allowedOn('nats', 4222).sort()).toEqual(clients);
        expect(allowedOn('nats', 6222)).toEqual(['nats']);
      });

      it('let the ingress, the web NGINX and the renderer reach the gateway, and only the gateway its cache', () => {
        expect(allowedOn(GATEWAY.name, 3000).sort()).toEqual([
          'namespace:ingress-nginx',
          'web',
          'web-render',
        ]);
        expect(allowedOn(WEB_RENDER.name, 3010)).toEqual(['web']);
        expect(allowedOn('web', 8080)).toEqual(['namespace:ingress-nginx']);
        expect(allowedOn(CACHE_STORE, 6379)).toEqual(['gateway']);
      });

      it('give the services and their workers no way in: they only connect out (NATS, PostgreSQL, Redis)', () => {
        for (const app of BACKEND_APPS.filter(isServiceProcess)) {
          expect(policyFor(app.name)).toBeUndefined();
        }
      });
    });

    describe('the response cache Redis', () => {
      it('runs bounded and evicting, without persistence, and the gateway caches in it', () => {
        const cache = find<Workload>(objects, 'Deployment', CACHE_STORE);
        const container = onlyContainer(cache);
        expect(container.args).toEqual([...CACHE_REDIS_ARGS]);
        expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
        const service = find<ServiceObject>(objects, 'Service', CACHE_STORE);
        expect(selects(service.spec.selector, cache.spec.template.metadata.labels)).toBe(true);
        const gateway = onlyContainer(find<Workload>(objects, 'Deployment', GATEWAY.name));
        expect(gateway.env?.find((variable) => variable.name === 'CACHE_REDIS_URL')?.value).toBe(
          `redis://${CACHE_STORE}:6379`,
        );
      });
    });

    describe('Ingress', () => {
      const backendFor = (path: string): { service: ServiceObject; port: number | undefined } => {
        const ingress = find<IngressObject>(objects, 'Ingress', 'futgg');
        const routes = ingress.spec.rules.flatMap((rule) => rule.http.paths);
        const route = routes.find((candidate) => candidate.path === path);
        expect(route?.pathType).toBe('Prefix');
        const service = find<ServiceObject>(objects, 'Service', route?.backend.service.name ?? '');
        const wanted = route?.backend.service.port;
        const port = service.spec.ports.find((candidate) =>
          wanted?.name !== undefined ? candidate.name === wanted.name : candidate.port === wanted?.number,
        );
        return { service, port: port?.port };
      };

      it('is served by ingress-nginx', () => {
        expect(find<IngressObject>(objects, 'Ingress', 'futgg').spec.ingressClassName).toBe('nginx');
      });

      it('routes /api to the gateway on 3000', () => {
        const { service, port } = backendFor('/api');
        expect(service.metadata.name).toBe('gateway');
        expect(port).toBe(3000);
      });

      it('routes / to the web app on 8080', () => {
        const { service, port } = backendFor('/');
        expect(service.metadata.name).toBe('web');
        expect(port).toBe(8080);
      });

      it('takes bodies of 1m, and of 10m on the user club’s paths only (its club file import)', () => {
        const bodySize = (name: string) =>
          (find<IngressObject>(objects, 'Ingress', name).metadata['annotations'] as Record<string, string>)[
            'nginx.ingress.kubernetes.io/proxy-body-size'
          ];
        expect(bodySize('futgg')).toBe('1m');
        expect(bodySize('futgg-user-club')).toBe('10m');
        const club = find<IngressObject>(objects, 'Ingress', 'futgg-user-club');
        expect(club.spec.ingressClassName).toBe('nginx');
        expect(club.spec.rules.flatMap((rule) => rule.http.paths)).toEqual([
          {
            path: '/api/fut/user-club/',
            pathType: 'Prefix',
            backend: { service: { name: 'gateway', port: { name: 'http' } } },
          },
        ]);
      });
    });

    if (overlay === 'production') {
      it('puts every namespaced object in the futgg namespace, which it creates', () => {
        expect(find(objects, 'Namespace', 'futgg')).toBeDefined();
        const outside = objects.filter(
          (object) => object.kind !== 'Namespace' && object.metadata.namespace !== 'futgg',
        );
        expect(outside.map(objectId)).toEqual([]);
      });

      it('scales the gateway and catalog further than the base does', () => {
        const base = render(renderer, path('k8s/base'));
        for (const name of ['gateway', 'catalog']) {
          const production = find<HpaObject>(objects, 'HorizontalPodAutoscaler', name).spec.maxReplicas;
          expect(production).toBeGreaterThan(
            find<HpaObject>(base, 'HorizontalPodAutoscaler', name).spec.maxReplicas,
          );
        }
      });
    }
  });
});

describe('k8s/secret.example.yaml', () => {
  it('holds placeholders only', () => {
    const values = Object.entries(secretExample());
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter(([, value]) => !PLACEHOLDER.test(value))).toEqual([]);
  });

  it('is not applied by any kustomization', () => {
    for (const [, dir] of KUSTOMIZATIONS) {
      expect(renderKustomization(dir).filter((object) => object.kind === 'Secret')).toEqual([]);
    }
  });

  it('documents every credential the apps compose into their URLs', () => {
    expect(Object.keys(secretExample())).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'SESSION_SECRET', 'OIDC_CLIENT_SECRET']),
    );
  });
});
