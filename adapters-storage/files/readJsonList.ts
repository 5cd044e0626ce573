import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import * as t from 'io-ts';
import { decodeStored } from '../storedValue';

/**
 * A JSON array of `item` from a content file, read on each call so edits show at once; a missing file is an
 * empty list. The content ships with the shop, so a file that is not such a list is our defect: it throws,
 * naming the file and the place that failed, as malformed JSON does.
 */
export async function readJsonList<C extends t.Mixed>(item: C, path: string): Promise<readonly t.TypeOf<C>[]> {
  const text = await readFile(path, 'utf8').catch(() => '[]');
  return decodeStored(t.array(item), JSON.parse(text), `content file ${basename(path)}`);
}
