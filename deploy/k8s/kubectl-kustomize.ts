// `kubectl kustomize`, the reference renderer, when kubectl is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { parseYamlDocuments } from '../yaml.js';
import type { K8sObject } from './render-kustomization.js';

export const isKubectlAvailable = (): boolean => {
  const probe = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
  return probe.error === undefined && probe.status === 0;
};

export const renderWithKubectl = (dir: string): K8sObject[] => {
  const output = execFileSync('kubectl', ['kustomize', dir], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  return parseYamlDocuments(output, `kubectl kustomize ${dir}`) as K8sObject[];
};
