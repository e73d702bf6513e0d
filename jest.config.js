// Generous time limits for the tiers that talk to MariaDB and WordPress: they are limits against
// hangs on a shared, noisy machine, not performance checks (those live in `make bench`).
// Three projects so `make test` can run each tier separately: unit tests need nothing, integration
// tests need MariaDB, end-to-end tests need the running stack (`make up`).
const transform = { '^.+\\.ts$': ['ts-jest', { useESM: true }] };
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform,
  testEnvironment: 'node',
};

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/worker/**/*.test.ts'], testPathIgnorePatterns: ['\\.int\\.test\\.ts$'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/tests/worker/**/*.int.test.ts'], testTimeout: 60_000 },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'], testTimeout: 120_000 },
  ],
};
