import { readFile } from 'node:fs/promises';

/** A JSON array from a content file, read on each call so edits show at once; a missing file is an empty list. */
export async function readJsonList<T>(path: string): Promise<readonly T[]> {
  const text = await readFile(path, 'utf8').catch(() => '[]');
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}
