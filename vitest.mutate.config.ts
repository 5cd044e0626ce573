import { defineConfig } from 'vitest/config';
import shared from './vite.config.ts';

// The tests Stryker runs against each mutant (npm run mutate): the rules' own, in domain/ and application/,
// which need no database; the storage and HTTP tests would take hours over thousands of mutants.
// MUTATE_TESTS narrows them (e.g. `domain/cart`), for a run over one folder's rules by that folder's tests.
// The include replaces the shared one rather than going through mergeConfig, which concatenates arrays and so
// kept every test of the project. Neither the plugins nor the build options are taken: the rules and
// use-cases hold no JSX, and React's transform would only slow each of the runs.
const folders = process.env.MUTATE_TESTS ?? '{domain,application}';
export default defineConfig({
  test: { ...shared.test, include: [`${folders}/**/*.test.ts`] },
});
