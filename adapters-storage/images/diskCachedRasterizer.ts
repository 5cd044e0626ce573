import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { ImageRasterizer } from './sharpImageRasterizer';

/** Bytes of pictures the folder holds; the least recently sent go first. */
const DISK_BYTES = 512 * 1024 * 1024;

/**
 * Keeps each rasterized picture in `dir`, named by a hash of its drawing, size and format, so a restarted server
 * sends what it encoded before at once instead of encoding it again (sharp takes 20–400 ms a picture, and a
 * listing's first view asks for dozens). A changed drawing gets another name. Files are written under a temporary
 * name and renamed, so processes sharing the folder never read half a file; one that finds a file gone (another
 * process dropped it) encodes it again. A folder that cannot be written only costs the encoding.
 */
export function diskCachedRasterizer(rasterize: ImageRasterizer, dir: string, maxBytes = DISK_BYTES): ImageRasterizer {
  const kept = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, name, reason) => {
      if (reason === 'evict') void unlink(join(dir, name)).catch(() => undefined);
    },
  });
  const ready = indexFolder(dir, kept).catch(() => undefined);
  return async (svg, width, height, format) => {
    await ready;
    const name = `${createHash('sha256').update(`${width}x${height}\n${svg}`).digest('base64url')}.${format}`;
    if (kept.get(name) !== undefined) {
      const body = await readFile(join(dir, name)).catch(() => undefined);
      if (body) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>;
    }
    const body = await rasterize(svg, width, height, format);
    const temporary = join(dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    try {
      await writeFile(temporary, body);
      await rename(temporary, join(dir, name));
      kept.set(name, body.byteLength);
    } catch {
      await unlink(temporary).catch(() => undefined);
    }
    return body;
  };
}

/** A temporary file this old is the leftover of an interrupted write, not another process's write in progress. */
const LEFTOVER_MS = 60_000;

/** What the folder already holds, oldest first so they are dropped first; leftovers of interrupted writes are removed. */
async function indexFolder(dir: string, kept: LRUCache<string, number>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const files = await Promise.all((await readdir(dir)).map(async (name) => ({ name, ...(await stat(join(dir, name))) })));
  for (const file of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
    if (!file.name.endsWith('.tmp')) kept.set(file.name, file.size);
    else if (Date.now() - file.mtimeMs > LEFTOVER_MS) await unlink(join(dir, file.name)).catch(() => undefined);
  }
}
