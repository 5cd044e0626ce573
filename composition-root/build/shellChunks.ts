import type { Plugin } from 'vite';

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Chunks of the browser bundle: the framework (React and the router, which change seldom and stay cached
 * across releases), the shell (every other module the entry imports statically: what each page needs
 * before it is interactive, in one file rather than dozens of small ones) and, left to the bundler, a
 * chunk per lazy page with what only pages share.
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
      // The entry stays a chunk of its own: it waits (top-level await) for the matched pages' chunks, which
      // import the shell; were the entry in the shell, shell and page would wait for each other for ever.
      for (const entry of entries) for (const imported of this.getModuleInfo(entry)?.importedIds ?? []) visit(imported);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 20 },
      { name: 'shell', test: (id) => shell.has(id), priority: 10 },
    ],
  };
}
