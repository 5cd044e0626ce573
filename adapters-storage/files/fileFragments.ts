import * as t from 'io-ts';
import type { FragmentSource } from '../../application/shell/FragmentSource';
import { readJsonList } from './readJsonList';

const StoredFragment = t.type({ id: t.string, slot: t.string, htmlContent: t.string }, 'Fragment');

/** Static fragments from a JSON file kept with the shop's content (content/fragments.json). */
export function fileFragments(path: string): FragmentSource {
  return { all: () => readJsonList(StoredFragment, path) };
}
