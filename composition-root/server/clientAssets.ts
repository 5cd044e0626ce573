import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientAssets } from '../../adapters-ui-react/server/documentHtml';

const ENTRY = 'composition-root/browser/main.tsx';

/** The entry script and styles of the built browser bundle, read from Vite's manifest. */
export function clientAssets(clientDir: string): ClientAssets {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, { file: string; css?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (cause) {
    throw new Error(`The browser bundle is missing (${manifestPath}); run "npm run build" first`, { cause });
  }
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry ${ENTRY}`);
  return { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((f) => `/${f}`) };
}
