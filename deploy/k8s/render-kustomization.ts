// A small kustomize: enough of it to render k8s/ where kubectl is absent, and nothing more. It knows
// exactly the features our kustomizations use and throws on any other, so a new feature in k8s/ fails
// the tests loudly instead of being rendered wrongly. Where kubectl is present the tests check that
// both renderers give identical objects.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseYamlDocuments } from '../yaml.js';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
};

type Json = Record<string, unknown>;

const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'patches',
  'configMapGenerator',
]);

// Kinds kustomize's namespace transformer leaves without a namespace.
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'IngressClass',
  'PersistentVolume',
  'PriorityClass',
  'StorageClass',
]);

// Strategic-merge-patch keys for the lists our patches touch (from the Kubernetes API's
// patchMergeKey). Any other list of objects is replaced, as the API defines for lists without one.
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (where: string, message: string): never => {
  throw new Error(`${where}: ${message}`);
};

export const objectId = (object: K8sObject): string =>
  `${object.kind}/${object.metadata.namespace ? `${object.metadata.namespace}/` : ''}${object.metadata.name}`;

const asK8sObject = (value: unknown, source: string): K8sObject => {
  if (!isObject(value) || typeof value['kind'] !== 'string' || typeof value['apiVersion'] !== 'string') {
    return fail(source, 'every resource needs apiVersion and kind');
  }
  const metadata = value['metadata'];
  if (!isObject(metadata) || typeof metadata['name'] !== 'string')
    return fail(source, 'every resource needs metadata.name');
  return value as K8sObject;
};

const readKustomization = (dir: string): Json => {
  const file = KUSTOMIZATION_FILES.map((name) => join(dir, name)).find((path) => existsSync(path));
  if (!file) return fail(dir, 'no kustomization.yaml');
  const [kustomization] = parseYamlDocuments(readFileSync(file, 'utf8'), file);
  if (!isObject(kustomization)) return fail(file, 'not a mapping');
  for (const key of Object.keys(kustomization)) {
    if (!SUPPORTED_FIELDS.has(key))
      fail(file, `"${key}" is not supported by render-kustomization.ts; extend it (and its test) first`);
  }
  return kustomization;
};

const stringList = (value: unknown, where: string): string[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    return fail(where, 'expected a list of strings');
  return value as string[];
};

const loadResources = (dir: string, entries: string[], where: string): K8sObject[] =>
  entries.flatMap((entry) => {
    if (/^[a-z]+:\/\//i.test(entry) || entry.startsWith('github.com/'))
      fail(where, `remote resource ${entry} is not supported`);
    const path = resolve(dir, entry);
    if (!existsSync(path)) return fail(where, `resource ${entry} does not exist`);
    if (statSync(path).isDirectory()) return renderKustomization(path);
    return parseYamlDocuments(readFileSync(path, 'utf8'), path).map((doc) => asK8sObject(doc, path));
  });

const generateConfigMaps = (dir: string, generators: unknown, where: string): K8sObject[] => {
  if (generators === undefined) return [];
  if (!Array.isArray(generators)) return fail(where, 'configMapGenerator must be a list');
  return generators.map((generator: unknown) => {
    if (!isObject(generator) || typeof generator['name'] !== 'string')
      return fail(where, 'configMapGenerator entry needs a name');
    const unsupported = Object.keys(generator).filter((key) => !['name', 'files', 'options'].includes(key));
    if (unsupported.length > 0) fail(where, `configMapGenerator ${unsupported.join(', ')} not supported`);
    const options = isObject(generator['options']) ? generator['options'] : {};
    // A hashed name would also need every reference rewritten; we only support fixed names.
    if (options['disableNameSuffixHash'] !== true)
      fail(where, 'configMapGenerator needs options.disableNameSuffixHash: true');
    const data: Record<string, string> = {};
    for (const file of stringList(generator['files'], where)) {
      if (file.includes('=')) fail(where, `configMapGenerator key=path files are not supported (${file})`);
      data[file.split('/').pop() ?? file] = readFileSync(resolve(dir, file), 'utf8');
    }
    const metadata: K8sObject['metadata'] = { name: generator['name'] };
    if (isObject(options['labels'])) metadata.labels = { ...(options['labels'] as Record<string, string>) };
    return { apiVersion: 'v1', kind: 'ConfigMap', metadata, data };
  });
};

/** Strategic merge as far as our patches need it: maps merge, keyed lists merge by key, the rest replaces. */
export const strategicMerge = (target: unknown, patch: unknown, field = ''): unknown => {
  if (isObject(patch)) {
    if (Object.keys(patch).some((key) => key.startsWith('$')))
      fail(field || 'patch', 'patch directives ($patch, ...) are not supported');
    const base: Json = isObject(target) ? { ...target } : {};
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete base[key];
      else base[key] = strategicMerge(base[key], value, key);
    }
    return base;
  }
  const mergeKey = MERGE_KEYS[field];
  if (Array.isArray(patch) && mergeKey && Array.isArray(target)) {
    const keyOf = (item: unknown): unknown => (isObject(item) ? item[mergeKey] : undefined);
    const patched = patch.map((item: unknown) => {
      if (keyOf(item) === undefined) return fail(field, `every item needs ${mergeKey}`);
      const existing = target.find((candidate) => keyOf(candidate) === keyOf(item));
      return existing === undefined ? item : strategicMerge(existing, item, '');
    });
    // kustomize lists the patch's items first, in the patch's order, then the untouched ones. Order
    // matters for env: $(VAR) only sees variables defined earlier.
    const patchedKeys = new Set(patch.map(keyOf));
    return [...patched, ...target.filter((item) => !patchedKeys.has(keyOf(item)))];
  }
  return patch;
};

const applyPatches = (dir: string, objects: K8sObject[], patches: unknown, where: string): K8sObject[] => {
  if (patches === undefined) return objects;
  if (!Array.isArray(patches)) return fail(where, 'patches must be a list');
  let result = objects;
  for (const entry of patches) {
    if (!isObject(entry) || typeof entry['path'] !== 'string' || Object.keys(entry).length !== 1) {
      return fail(where, 'only `patches: - path: <file>` (target taken from the patch) is supported');
    }
    const file = resolve(dir, entry['path']);
    for (const patch of parseYamlDocuments(readFileSync(file, 'utf8'), file).map((doc) =>
      asK8sObject(doc, file),
    )) {
      const matches = result.filter(
        (object) => object.kind === patch.kind && object.metadata.name === patch.metadata.name,
      );
      if (matches.length !== 1)
        fail(file, `patch for ${patch.kind}/${patch.metadata.name} matches ${matches.length} resources`);
      result = result.map((object) =>
        matches.includes(object) ? (strategicMerge(object, patch) as K8sObject) : object,
      );
    }
  }
  return result;
};

const setNamespace = (objects: K8sObject[], namespace: unknown, where: string): K8sObject[] => {
  if (namespace === undefined) return objects;
  if (typeof namespace !== 'string') return fail(where, 'namespace must be a string');
  return objects.map((object) =>
    CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } },
  );
};

const addLabels = (objects: K8sObject[], labels: unknown, where: string): K8sObject[] => {
  if (labels === undefined) return objects;
  if (!Array.isArray(labels)) return fail(where, 'labels must be a list');
  let result = objects;
  for (const entry of labels) {
    if (!isObject(entry) || !isObject(entry['pairs'])) return fail(where, 'labels entries need pairs');
    // Selectors are immutable on a live Deployment, and pod-template labels would need the selectors
    // too: we only support labels on the objects themselves.
    if (entry['includeSelectors'] === true || entry['includeTemplates'] === true) {
      fail(where, 'labels with includeSelectors/includeTemplates are not supported');
    }
    const pairs = entry['pairs'] as Record<string, string>;
    result = result.map((object) => ({
      ...object,
      metadata: { ...object.metadata, labels: { ...object.metadata.labels, ...pairs } },
    }));
  }
  return result;
};

const splitImage = (image: string): { name: string; tag?: string; digest?: string } => {
  const [withoutDigest = image, digest] = image.split('@');
  const lastSlash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.indexOf(':', lastSlash + 1);
  const name = colon === -1 ? withoutDigest : withoutDigest.slice(0, colon);
  const tag = colon === -1 ? undefined : withoutDigest.slice(colon + 1);
  return { name, ...(tag ? { tag } : {}), ...(digest ? { digest } : {}) };
};

const setImages = (objects: K8sObject[], images: unknown, where: string): K8sObject[] => {
  if (images === undefined) return objects;
  if (!Array.isArray(images)) return fail(where, 'images must be a list');
  const rules = images.map((rule) => {
    if (!isObject(rule) || typeof rule['name'] !== 'string') return fail(where, 'images entries need a name');
    const unsupported = Object.keys(rule).filter((key) => !['name', 'newName', 'newTag'].includes(key));
    if (unsupported.length > 0) fail(where, `images ${unsupported.join(', ')} not supported`);
    return rule as { name: string; newName?: string; newTag?: string };
  });
  const rewrite = (image: string): string => {
    const parts = splitImage(image);
    const rule = rules.find((candidate) => candidate.name === parts.name);
    if (!rule) return image;
    const tag = rule.newTag ?? parts.tag;
    return `${rule.newName ?? parts.name}${tag ? `:${tag}` : ''}${parts.digest ? `@${parts.digest}` : ''}`;
  };
  const visit = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) {
      return key === 'containers' || key === 'initContainers'
        ? value.map((container) =>
            isObject(container) && typeof container['image'] === 'string'
              ? { ...container, image: rewrite(container['image']) }
              : container,
          )
        : value.map((item) => visit(item, ''));
    }
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]));
    return value;
  };
  return objects.map((object) => visit(object, '') as K8sObject);
};

/**
 * Renders the kustomization in `dir` (a base or an overlay) to its list of objects, in the order
 * kustomize applies the features we use: resources and generators, patches, namespace, labels, images.
 */
export const renderKustomization = (dir: string): K8sObject[] => {
  const kustomization = readKustomization(dir);
  const where = join(dir, 'kustomization.yaml');
  const loaded = [
    ...loadResources(dir, stringList(kustomization['resources'], where), where),
    ...generateConfigMaps(dir, kustomization['configMapGenerator'], where),
  ];
  const seen = new Set<string>();
  for (const object of loaded) {
    const id = objectId(object);
    if (seen.has(id)) fail(where, `${id} is defined twice`);
    seen.add(id);
  }
  const patched = applyPatches(dir, loaded, kustomization['patches'], where);
  const namespaced = setNamespace(patched, kustomization['namespace'], where);
  const labelled = addLabels(namespaced, kustomization['labels'], where);
  return setImages(labelled, kustomization['images'], where);
};
