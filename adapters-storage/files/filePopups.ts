import { readFile } from 'node:fs/promises';
import type { PopupSource } from '../../application/shell/PopupSource';

/** Popups from a JSON file kept with the shop's content (read on each call, so edits show at once). */
export function filePopups(path: string): PopupSource {
  return {
    all: async () => {
      const text = await readFile(path, 'utf8').catch(() => '[]');
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [];
    },
  };
}
