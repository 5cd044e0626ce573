import { describe, expect, it } from 'vitest';
import { shellChunks } from './shellChunks';

/**
 * A module graph as the bundler shows it to the plugin: the entry with its stylesheet, the module it
 * imports to hydrate, what that imports, and a page it loads lazily.
 */
const GRAPH: Readonly<Record<string, { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] }>> = {
  'main.tsx': { isEntry: true, importedIds: ['shop.css'], dynamicallyImportedIds: ['hydrateShop.tsx'] },
  'shop.css': { isEntry: false, importedIds: [], dynamicallyImportedIds: [] },
  'hydrateShop.tsx': { isEntry: false, importedIds: ['routes.tsx', 'Shell.tsx'], dynamicallyImportedIds: [] },
  'routes.tsx': { isEntry: false, importedIds: ['lazyPage.ts'], dynamicallyImportedIds: ['HomePage.tsx'] },
  'Shell.tsx': { isEntry: false, importedIds: [], dynamicallyImportedIds: [] },
  'lazyPage.ts': { isEntry: false, importedIds: [], dynamicallyImportedIds: [] },
  'HomePage.tsx': { isEntry: false, importedIds: ['Shell.tsx'], dynamicallyImportedIds: [] },
};

describe('the shell chunk', () => {
  it('holds the module the entry hydrates with and what it imports, but neither the entry and its stylesheet (which run before the first paint) nor lazy pages', () => {
    const { plugin, groups } = shellChunks();
    const context = { getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](), getModuleInfo: (id: string) => GRAPH[id] ?? null };
    (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
    const shell = groups.find((g) => g.name === 'shell')!.test as (id: string) => boolean;
    expect(['hydrateShop.tsx', 'routes.tsx', 'Shell.tsx', 'lazyPage.ts'].every(shell)).toBe(true);
    expect(shell('main.tsx')).toBe(false);
    expect(shell('shop.css')).toBe(false);
    expect(shell('HomePage.tsx')).toBe(false);
  });
});
