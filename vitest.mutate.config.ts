import { defineConfig, mergeConfig } from 'vitest/config';
import shared from './vite.config.ts';

// The tests Stryker runs against each mutant (npm run mutate): the rules' own, in domain/ and application/,
// which need no database; the storage and HTTP tests would take hours over thousands of mutants.
// MUTATE_TESTS narrows them (e.g. `domain`), for a run over one folder's rules by that folder's tests.
const folders = process.env.MUTATE_TESTS ?? '{domain,application}';
export default mergeConfig(
  shared,
  defineConfig({
    test: { include: [`${folders}/**/*.test.{ts,tsx}`] },
  }),
);
