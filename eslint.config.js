// One lint config for the workspace. The module-boundary table is STYLE.md's "who may import whom".
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

export const dependencyConstraints = [
  { sourceTag: 'type:rules', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:rules'] },
  { sourceTag: 'type:kit', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:contracts'] },
  // The player query language compiled to SQL: shared by every service that searches cards.
  { sourceTag: 'type:query', onlyDependOnLibsWithTags: ['type:rules', 'type:contracts', 'type:kit'] },
  // The game-data generator: pure, seeded; the catalog's seed uses it at run time, tests for fixtures.
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:rules', 'type:contracts'] },
  {
    sourceTag: 'type:testing',
    onlyDependOnLibsWithTags: ['type:kit', 'type:contracts', 'type:rules', 'type:data'],
  },
  {
    sourceTag: 'type:service',
    onlyDependOnLibsWithTags: [
      'type:rules',
      'type:contracts',
      'type:kit',
      'type:query',
      'type:data',
      'type:testing',
    ],
  },
  { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:rules', 'type:contracts', 'type:client'] },
  // End-to-end tests drive whole services; nothing imports them.
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
  // deploy: the deployment files read the service registry from the contracts.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:contracts'] },
];

// The web app's own zones (bulletproof-react's rule): a feature imports shared code only, never another
// feature, and shared code imports no feature; the app (routes), the widgets bundle and the server
// renderer compose features. A new feature folder is covered as soon as it exists.
const WEB = './web/src';
const WEB_FEATURES = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_WEB_CODE = ['components', 'hooks', 'lib', 'config', 'boot', 'testing'].map(
  (dir) => `${WEB}/${dir}`,
);
export const webZones = [
  {
    target: SHARED_WEB_CODE,
    from: `${WEB}/features`,
    message: 'Shared code imports no feature: let the app (src/app) compose the feature in.',
  },
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature imports shared code only, never another feature: move what both need to shared code.',
  })),
];

export default tseslint.config(
  // dist-server: the page renderer's build (web/dist-server), generated like dist.
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/coverage/**', '**/.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // Apps expose only a testing entry, for end-to-end tests (tagged type:e2e) to boot them.
          allow: [
            '@futgg/gateway/testing',
            '@futgg/catalog-service/testing',
            '@futgg/identity-service/testing',
            '@futgg/pricing-service/testing',
            '@futgg/evolutions-service/testing',
            '@futgg/squads-service/testing',
            '@futgg/social-service/testing',
            '@futgg/dev-oidc-provider',
            '@futgg/deploy/services',
          ],
          depConstraints: dependencyConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Jest configs share the root preset by relative import; they are tooling, not project code.
    files: ['**/jest.config.js', 'jest.preset.js', 'jest.config.js'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
