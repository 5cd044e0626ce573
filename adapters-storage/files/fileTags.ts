import { readFile } from 'node:fs/promises';
import type { CatalogueTag, TagSource } from '../../application/catalogue/TagSource';

/** Catalogue tags from a JSON file kept with the shop's content (read on each call, so edits show at once). */
export function fileTags(path: string): TagSource {
  return {
    all: async () => {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8').catch(() => '[]'));
      return Array.isArray(parsed) ? (parsed as CatalogueTag[]) : [];
    },
  };
}
