import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** An SVG image shipped with the content (content/media/{name}.svg) by name, or undefined. */
export function fileContentMedia(dir: string) {
  return async (name: string): Promise<string | undefined> =>
    /^[a-z0-9-]{1,60}$/.test(name) ? readFile(join(dir, `${name}.svg`), 'utf8').catch(() => undefined) : undefined;
}
