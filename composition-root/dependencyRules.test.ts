import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruise } from 'dependency-cruiser';

const config = createRequire(import.meta.url)(resolve('.dependency-cruiser.cjs'));

/** Cruises a throw-away tree with the project's rules and returns the names of the broken ones. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(
      Object.keys(files).map((f) => f.split('/')[0]!),
      {
        validate: true,
        ruleSet: { forbidden: config.forbidden },
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
      },
    );
    if (typeof result.output === 'string') throw new Error(result.output);
    return [...new Set(result.output.summary.violations.map((v) => v.rule.name))].sort();
  } finally {
    process.chdir(previous);
  }
}

describe('the dependency rules of the hexagon', () => {
  it('refuse a domain file that imports React, an adapter or a Node built-in', async () => {
    expect(
      await brokenRules({
        'domain/cart.ts': "import 'react';\nimport { x } from '../adapters-storage/db';\nimport 'node:fs';\nexport const y = x;\n",
        'adapters-storage/db.ts': 'export const x = 1;\n',
      }),
    ).toEqual(['core-not-to-adapters', 'core-not-to-frameworks', 'core-not-to-node', 'domain-is-pure']);
  });

  it('refuse an application file that imports an HTTP framework or a database driver', async () => {
    expect(await brokenRules({ 'application/placeOrder.ts': "import 'hono';\nimport 'kysely';\n" })).toEqual(['core-not-to-frameworks']);
  });

  it('refuse inversify outside the composition root', async () => {
    expect(await brokenRules({ 'adapters-http/server.ts': "import 'inversify';\n" })).toEqual(['inversify-only-in-composition-root']);
  });

  it('refuse test fixtures in anything the shop runs, demo seeding and images included', async () => {
    for (const shipped of ['composition-root/demo/seed.ts', 'adapters-storage/images/draw.ts']) {
      expect(
        await brokenRules({
          [shipped]: "import { order } from '../../test-fixtures/orders';\nexport const seeded = order;\n",
          'test-fixtures/orders.ts': 'export const order = 1;\n',
        }),
      ).toEqual(['test-code-only-in-tests']);
    }
  });

  it('let tests, the fixtures themselves, browser specs and benchmarks use test fixtures', async () => {
    expect(
      await brokenRules({
        'composition-root/server/shop.test.ts': "import { order } from '../../test-fixtures/orders';\nexport const placed = order;\n",
        'test-fixtures/orders.ts': "import { seeded } from './seeds';\nexport const order = seeded;\n",
        'test-fixtures/seeds.ts': 'export const seeded = 1;\n',
        'e2e/cart.spec.ts': "import { order } from '../test-fixtures/orders';\nexport const placed = order;\n",
        'bench/search.ts': "import { order } from '../test-fixtures/orders';\nexport const placed = order;\n",
      }),
    ).toEqual([]);
  });

  it('accept a clean tree', async () => {
    expect(
      await brokenRules({
        'domain/money.ts': "import Decimal from 'decimal.js';\nexport const zero = new Decimal(0);\n",
        'application/price.ts': "import { zero } from '../domain/money';\nexport const price = zero;\n",
      }),
    ).toEqual([]);
  });
});
