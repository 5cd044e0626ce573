import { describe, expect, it } from 'vitest';
import { shellChunks } from './shellChunks';

/** A module graph as the bundler shows it to the plugin: the entry, what it imports, and a page it loads lazily. */
const GRAPH: Readonly<Record<string, { isEntry: boolean; importedIds: readonly string[] }>> = {
  'main.tsx': { isEntry: true, importedIds: ['routes.tsx', 'Shell.tsx'] },
  'routes.tsx': { isEntry: false, importedIds: ['lazyPage.ts'] },
  'Shell.tsx': { isEntry: false, importedIds: [] },
  'lazyPage.ts': { isEntry: false, importedIds: [] },
  'HomePage.tsx': { isEntry: false, importedIds: ['Shell.tsx'] },
};

describe('the shell chunk', () => {
  it('holds what the entry imports statically, but neither the entry (whose top-level await waits for the page chunks that import the shell) nor lazy pages', () => {
    const { plugin, groups } = shellChunks();
    const context = { getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](), getModuleInfo: (id: string) => GRAPH[id] ?? null };
    (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
    const shell = groups.find((g) => g.name === 'shell')!.test as (id: string) => boolean;
    expect(['routes.tsx', 'Shell.tsx', 'lazyPage.ts'].every(shell)).toBe(true);
    expect(shell('main.tsx')).toBe(false);
    expect(shell('HomePage.tsx')).toBe(false);
  });
});
