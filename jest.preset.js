// Shared jest settings: TypeScript through swc, kept as ES modules (NestJS 12 is ESM-only).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));

const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [target]]) => [`^${name}$`, join(root, target)]),
);

export const jestPreset = (displayName, overrides = {}) => ({
  displayName,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/src/**/*.spec.tsx',
    '<rootDir>/test/**/*.spec.ts',
    '<rootDir>/test/**/*.int-spec.ts',
  ],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        // The build's .swcrc excludes spec files; tests carry their own settings.
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    ...aliases,
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  ...overrides,
});
