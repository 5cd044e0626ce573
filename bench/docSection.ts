import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/**
 * Puts a benchmark's figures (`section`, from its `begin` marker to its `end` marker) into a document in place of
 * the last ones, or at its end, and formats the document as `npm run lint` (biome ci) expects it: a run's tables
 * never leave `npm test` failing on their column padding.
 */
export async function writeDocSection(doc: string, begin: string, end: string, section: string): Promise<void> {
  const text = await readFile(doc, 'utf8');
  const at = text.indexOf(begin);
  await writeFile(doc, at < 0 ? `${text}\n${section}\n` : text.slice(0, at) + section + text.slice(text.indexOf(end) + end.length));
  await promisify(execFile)('npx', ['biome', 'format', '--write', doc]);
}
