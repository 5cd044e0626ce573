import { defineConfig, mergeConfig } from 'vitest/config';
import shared from './vite.config.ts';

// The tests Stryker runs against each mutant (npm run mutate): the rules' own, in domain/ and application/,
// which need no database; the storage and HTTP tests would take hours over thousands of mutants.
export default mergeConfig(shared, defineConfig({
  test: { include: ['{domain,application}/**/*.test.{ts,tsx}'] },
}));
