// The small kustomize of deploy/k8s: the merge rules it promises and the loud failures for features it
// does not have. Its agreement with kubectl on k8s/ itself is in k8s.spec.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderKustomization, strategicMerge } from '../k8s/render-kustomization.js';

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  template:
    spec:
      containers:
        - name: api
          image: futgg/api
          env:
            - name: A
              value: "1"
            - name: B
              value: "2"
        - name: sidecar
          image: busybox:1.36
`;

describe('renderKustomization', () => {
  let root: string;
  const write = (relative: string, text: string): void => {
    const path = join(root, relative);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'futgg-kustomize-'));
    write('base/deployment.yaml', DEPLOYMENT);
    write('base/kustomization.yaml', 'resources:\n  - deployment.yaml\n');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('merges a patch into the container it names and keeps the other containers', () => {
    write(
      'overlay/patch.yaml',
      `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  template:
    spec:
      containers:
        - name: api
          env:
            - name: B
              value: "20"
`,
    );
    write('overlay/kustomization.yaml', 'resources:\n  - ../base\npatches:\n  - path: patch.yaml\n');
    const [deployment] = renderKustomization(join(root, 'overlay')) as unknown as {
      spec: {
        template: {
          spec: { containers: { name: string; image: string; env?: { name: string; value: string }[] }[] };
        };
      };
    }[];
    const containers = deployment?.spec.template.spec.containers ?? [];
    expect(containers.map((container) => container.name)).toEqual(['api', 'sidecar']);
    expect(containers[0]?.image).toBe('futgg/api');
    // kustomize's order: the patched item first, then the untouched ones.
    expect(containers[0]?.env).toEqual([
      { name: 'B', value: '20' },
      { name: 'A', value: '1' },
    ]);
  });

  it('sets the namespace, labels and image tags an overlay asks for', () => {
    write(
      'overlay/kustomization.yaml',
      `namespace: team
resources:
  - ../base
labels:
  - pairs:
      tier: api
images:
  - name: futgg/api
    newName: registry.example.com/futgg/api
    newTag: 1.2.3
`,
    );
    const [deployment] = renderKustomization(join(root, 'overlay')) as unknown as {
      metadata: { namespace: string; labels: Record<string, string> };
      spec: { template: { spec: { containers: { image: string }[] } } };
    }[];
    expect(deployment?.metadata.namespace).toBe('team');
    expect(deployment?.metadata.labels).toEqual({ tier: 'api' });
    expect(deployment?.spec.template.spec.containers.map((container) => container.image)).toEqual([
      'registry.example.com/futgg/api:1.2.3',
      'busybox:1.36',
    ]);
  });

  it.each([
    ['namePrefix: x-\n', /"namePrefix" is not supported/],
    ['commonLabels:\n  a: b\n', /"commonLabels" is not supported/],
    ['labels:\n  - pairs: { a: b }\n    includeSelectors: true\n', /includeSelectors/],
    ['patches:\n  - patch: "{}"\n    target: { kind: Deployment }\n', /only `patches: - path: <file>`/],
  ])('refuses a feature it does not implement: %s', (extra, message) => {
    write('overlay/kustomization.yaml', `resources:\n  - ../base\n${extra}`);
    expect(() => renderKustomization(join(root, 'overlay'))).toThrow(message);
  });

  it('refuses a patch that matches no resource', () => {
    write('overlay/patch.yaml', 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: nope\n');
    write('overlay/kustomization.yaml', 'resources:\n  - ../base\npatches:\n  - path: patch.yaml\n');
    expect(() => renderKustomization(join(root, 'overlay'))).toThrow(/Deployment\/nope matches 0 resources/);
  });

  it('refuses a resource defined twice', () => {
    write('base/kustomization.yaml', 'resources:\n  - deployment.yaml\n  - copy.yaml\n');
    write('base/copy.yaml', DEPLOYMENT);
    expect(() => renderKustomization(join(root, 'base'))).toThrow(/Deployment\/api is defined twice/);
  });

  it('refuses a missing resource', () => {
    write('base/kustomization.yaml', 'resources:\n  - missing.yaml\n');
    expect(() => renderKustomization(join(root, 'base'))).toThrow(/resource missing.yaml does not exist/);
  });
});

describe('strategicMerge', () => {
  it('replaces lists without a merge key, as the Kubernetes API does', () => {
    expect(
      strategicMerge(
        { spec: { rules: [{ host: 'a' }, { host: 'b' }] } },
        { spec: { rules: [{ host: 'c' }] } },
      ),
    ).toEqual({
      spec: { rules: [{ host: 'c' }] },
    });
  });

  it('deletes a key patched to null', () => {
    expect(strategicMerge({ a: 1, b: 2 }, { b: null })).toEqual({ a: 1 });
  });

  it('refuses patch directives it does not implement', () => {
    expect(() => strategicMerge({ a: 1 }, { $patch: 'replace' })).toThrow(/not supported/);
  });
});
