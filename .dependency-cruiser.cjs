/** The hexagon's one rule, checked in `npm test`: arrows point inward only (see docs/architecture.md). */
const frameworks = '^(react|react-dom|react-router|hono|@hono|inversify|reflect-metadata|kysely|pg|@electric-sql|jose|vite|@playwright)(/|$)';
const core = '^(domain|application)/';
// Tests sit beside the code and may use the test runner and Node; the rules are about what ships.
const test = '\\.test\\.tsx?$';
// Code that never ships: tests, the fixtures themselves, the browser specs and the benchmarks.
const testing = `${test}|^(test-fixtures|e2e|bench)/`;

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only itself and the libraries of pure rules.',
      severity: 'error',
      from: { path: '^domain/', pathNot: test },
      to: { pathNot: '^domain/|decimal\\.js|ngeohash|fp-ts|libphonenumber-js' },
    },
    {
      name: 'core-not-to-adapters',
      comment: 'domain/ and application/ never reach adapters or the composition root.',
      severity: 'error',
      from: { path: core, pathNot: test },
      to: { path: '^(adapters-[a-z-]+|composition-root)/' },
    },
    {
      name: 'core-not-to-frameworks',
      comment: 'domain/ and application/ use no UI, HTTP, database or DI framework.',
      severity: 'error',
      from: { path: core, pathNot: test },
      to: { path: frameworks, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-not-to-node',
      comment: 'domain/ and application/ run in the browser and in Node: no Node built-ins.',
      severity: 'error',
      from: { path: core, pathNot: test },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'inversify-only-in-composition-root',
      severity: 'error',
      from: { pathNot: '^composition-root/' },
      to: { path: '^(inversify|reflect-metadata)(/|$)' },
    },
    {
      name: 'adapters-not-to-composition-root',
      comment: 'Adapters are wired by the composition root, never the reverse.',
      severity: 'error',
      from: { path: '^adapters-', pathNot: test },
      to: { path: '^composition-root/' },
    },
    {
      name: 'test-code-only-in-tests',
      comment:
        'test-fixtures/ (builders, test databases, quality sets) and e2e/ serve tests and benchmarks; the shop, its demo data included, never imports them.',
      severity: 'error',
      from: { pathNot: testing },
      to: { path: '^(test-fixtures|e2e)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
