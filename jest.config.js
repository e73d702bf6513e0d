// A generous time limit: a guard against hangs on a shared, noisy machine, not a performance check
// (those live in `make bench`). Jest reads testTimeout only at the top level, not per project.
// Five projects so `make test` can run each tier separately: unit tests need nothing, integration
// tests need MariaDB, end-to-end and browser tests need the running stack (`make up`).
const transform = { '^.+\\.ts$': ['ts-jest', { useESM: true }] };
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform,
  testEnvironment: 'node',
};

export default {
  testTimeout: 120_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/worker/**/*.test.ts', '<rootDir>/tests/cli/**/*.test.ts', '<rootDir>/tests/tools/**/*.test.ts'], testPathIgnorePatterns: ['\\.int\\.test\\.ts$'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/tests/worker/**/*.int.test.ts'] },
    // Each end-to-end file must leave the dev site as it found it (tests/support/e2e-environment.mjs).
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'], testEnvironment: '<rootDir>/tests/support/e2e-environment.mjs' },
    // `wp seedpress …` through the real WP-CLI in tools/vendor (`make test-wpcli`), on the same running stack and rules.
    { ...common, displayName: 'wpcli', testMatch: ['<rootDir>/tests/wpcli/**/*.wpcli.test.ts'], testEnvironment: '<rootDir>/tests/support/e2e-environment.mjs' },
    // The admin screens in Debian's Chromium (`make test-browser`), on the same running stack and rules.
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/tests/browser/**/*.browser.test.ts'], testEnvironment: '<rootDir>/tests/support/e2e-environment.mjs' },
  ],
};
