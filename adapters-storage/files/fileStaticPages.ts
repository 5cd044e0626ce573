import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticPageSource } from '../../application/shell/StaticPageSource';

/** Static pages from `{dir}/{slug}.html`: the first <h1> is the title, the rest the body. */
export function fileStaticPages(dir: string): StaticPageSource {
  return {
    bySlug: async (slug) => {
      if (!/^[a-z0-9_-]+$/.test(slug)) return undefined;
      const text = await readFile(join(dir, `${slug}.html`), 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(text);
      const title = heading ? heading[1]!.replace(/<[^>]+>/g, '').trim() : slug;
      return { title, html: heading ? text.replace(heading[0], '').trim() : text.trim() };
    },
  };
}
