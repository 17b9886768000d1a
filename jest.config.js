// `npm test` runs every project's tests in one jest run, so its closing summary counts them all.
export default {
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/services/*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/dev-oidc-provider/jest.config.js',
    '<rootDir>/deploy/jest.config.js',
    '<rootDir>/scripts/jest.config.js',
    '<rootDir>/e2e/jest.config.js',
    '<rootDir>/web/jest.config.js',
  ],
};
