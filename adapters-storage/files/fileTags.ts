import * as t from 'io-ts';
import type { TagSource } from '../../application/catalogue/TagSource';
import { readJsonList } from './readJsonList';

/** A catalogue tag: its name in /tag/{name}, its words and the listing it shows. */
const StoredTag = t.type({ name: t.string, title: t.string, description: t.string, listing: t.string }, 'CatalogueTag');

/** Catalogue tags from a JSON file kept with the shop's content (read on each call, so edits show at once). */
export function fileTags(path: string): TagSource {
  return { all: () => readJsonList(StoredTag, path) };
}
