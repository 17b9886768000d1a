// Component tests run in jsdom with React's automatic JSX runtime; everything else is the root preset.
import { jestPreset } from '../jest.preset.js';

const preset = jestPreset('web', { rootDir: import.meta.dirname, testEnvironment: '<rootDir>/src/testing/jsdom-environment.js' });
const [swcPattern, [swcJest, swcOptions]] = Object.entries(preset.transform)[0];

export default {
  ...preset,
  transform: {
    [swcPattern]: [
      swcJest,
      { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { ...swcOptions.jsc.transform, react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Vite bundles CSS; jsdom lays nothing out, so tests import no styles.
    '\\.css$': '<rootDir>/src/testing/style-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
};
