import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkAssets, ClientAssets } from '../../adapters-ui-react/server/documentHtml';

const ENTRY = 'composition-root/browser/main.tsx';

/** One chunk of Vite's manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isDynamicEntry?: boolean;
  readonly src?: string;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk and every chunk it imports statically, each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The files a chunk needs beyond those of `loaded` (the entry's closure): its modules and stylesheets. */
function filesOf(manifest: Manifest, keys: Iterable<string>, loaded: ReadonlySet<string> = new Set()): ChunkAssets {
  const fresh = [...keys].filter((k) => !loaded.has(k));
  return {
    modules: fresh.map((k) => `/${manifest[k]!.file}`),
    styles: fresh.flatMap((k) => manifest[k]!.css ?? []).map((f) => `/${f}`),
  };
}

/** The assets of a build's manifest: the entry with its static imports, and each page chunk (lazy route) by source file. */
export function assetsOfManifest(manifest: Manifest): ClientAssets {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`the manifest has no entry ${ENTRY}`);
  const loaded = closure(manifest, ENTRY);
  const { modules, styles } = filesOf(manifest, loaded);
  const chunks = Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src)
      .map(([key, chunk]) => [chunk.src!, filesOf(manifest, closure(manifest, key), loaded)]),
  );
  return { scripts: [`/${entry.file}`], preloads: modules.filter((m) => m !== `/${entry.file}`), styles, chunks };
}

/** The assets of the built browser bundle in `clientDir`. */
export function clientAssets(clientDir: string): ClientAssets {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (cause) {
    throw new Error(`The browser bundle is missing (${manifestPath}); run "npm run build" first`, { cause });
  }
  return assetsOfManifest(manifest);
}
