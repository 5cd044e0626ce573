import type { Plugin } from 'vite';

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const PRELOAD_HELPER = /vite\/preload-helper/;

/**
 * Chunks of the browser bundle: the framework (React and the router, which change seldom and stay cached
 * across releases), the shell (the module the entry hydrates with and every other module it imports
 * statically: what each page needs before it is interactive, in one file rather than dozens of small ones)
 * and, left to the bundler, a chunk per lazy page with what only pages share.
 */
export function shellChunks(): { plugin: Plugin; groups: { name: string; test: RegExp | ((id: string) => boolean); priority: number }[] } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunks',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        if (shell.has(id)) return;
        shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      // The entry stays a small chunk of its own with the stylesheet, which the browser runs first: it waits
      // for the first paint, then imports the module that hydrates (composition-root/browser/main.tsx).
      // That module's imports are the shell; the pages it loads lazily are not.
      for (const entry of entries) for (const imported of this.getModuleInfo(entry)?.dynamicallyImportedIds ?? []) visit(imported);
    },
  };
  return {
    plugin,
    groups: [
      // Vite's helper that preloads a dynamic import's chunks: the entry needs it before the shell is run.
      { name: 'preload-helper', test: PRELOAD_HELPER, priority: 30 },
      { name: 'framework', test: FRAMEWORK, priority: 20 },
      { name: 'shell', test: (id) => shell.has(id), priority: 10 },
    ],
  };
}
