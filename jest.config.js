// `npm test` runs every project's tests in one jest run, so its closing summary counts them all.
export default {
  // On two cores jest runs every suite in its own main process, one after another, and that one heap
  // grows with each suite's modules until it runs out (a full run died at the 4 GB limit). A memory
  // limit makes jest use a worker process instead, replaced once it holds more than this after a suite.
  workerIdleMemoryLimit: '1500MB',
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
