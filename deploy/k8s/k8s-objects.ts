// Typed lookups over rendered manifests for the deploy tests: each throws with the object it looked
// for, so a failing test says what is missing rather than "cannot read property of undefined".
import type { K8sObject } from './render-kustomization.js';

export interface Container {
  name: string;
  image?: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { fieldRef?: { fieldPath: string }; secretKeyRef?: { name: string; key: string } };
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  securityContext?: Record<string, unknown> & { capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface Probe {
  httpGet?: { path: string; port: number | string };
}

export interface PodSpec {
  containers: Container[];
  securityContext?: Record<string, unknown>;
  volumes?: { name: string; configMap?: { name: string }; emptyDir?: unknown }[];
}

export interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    serviceName?: string;
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
    volumeClaimTemplates?: {
      metadata: { name: string };
      spec: { resources: { requests: { storage: string } } };
    }[];
  };
}

export interface ServiceObject extends K8sObject {
  spec: {
    clusterIP?: string;
    publishNotReadyAddresses?: boolean;
    selector?: Record<string, string>;
    ports: { name?: string; port: number; targetPort?: number | string }[];
  };
}

export interface HpaObject extends K8sObject {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: {
      type: string;
      resource?: { name: string; target: { type: string; averageUtilization?: number } };
    }[];
  };
}

export interface IngressBackend {
  service: { name: string; port: { name?: string; number?: number } };
}

export interface IngressObject extends K8sObject {
  spec: {
    ingressClassName?: string;
    rules: {
      host?: string;
      http: { paths: { path: string; pathType: string; backend: IngressBackend }[] };
    }[];
  };
}

export interface ConfigMapObject extends K8sObject {
  data?: Record<string, string>;
}

export const find = <T extends K8sObject>(objects: readonly K8sObject[], kind: string, name: string): T => {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name} in the rendered manifests`);
  return found as T;
};

export const ofKind = <T extends K8sObject>(objects: readonly K8sObject[], kind: string): T[] =>
  objects.filter((object) => object.kind === kind) as T[];

export const onlyContainer = (workload: Workload): Container => {
  const [container, ...others] = workload.spec.template.spec.containers;
  if (!container || others.length > 0)
    throw new Error(`${workload.metadata.name} must have exactly one container`);
  return container;
};

/** A probe's or Service's port, named or numbered, as the container's port number. */
export const resolvePort = (container: Container, port: number | string | undefined): number | undefined => {
  if (typeof port === 'number') return port;
  return container.ports?.find((candidate) => candidate.name === port)?.containerPort;
};

export const selects = (
  selector: Record<string, string> | undefined,
  labels: Record<string, string>,
): boolean =>
  selector !== undefined &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** CPU in cores ("100m" -> 0.1) or memory in bytes ("192Mi"), for comparing requests with limits. */
export const quantity = (value: string): number => {
  const match = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi|Ti|k|M|G)?$/.exec(value);
  if (!match) throw new Error(`not a Kubernetes quantity: ${value}`);
  const factors: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    Ki: 1024,
    Mi: 1024 ** 2,
    Gi: 1024 ** 3,
    Ti: 1024 ** 4,
  };
  return Number(match[1]) * (match[2] ? (factors[match[2]] ?? Number.NaN) : 1);
};
