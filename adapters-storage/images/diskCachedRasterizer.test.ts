import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskCachedRasterizer } from './diskCachedRasterizer';
import { type ImageRasterizer, sharpImageRasterizer } from './sharpImageRasterizer';

const drawing = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="${colour}"/></svg>`;

/** sharp, counting the pictures it encodes. */
function countingSharp() {
  const encoded: string[] = [];
  const rasterize: ImageRasterizer = (svg, width, height, format) => {
    encoded.push(`${width}x${height}.${format}`);
    return sharpImageRasterizer(svg, width, height, format);
  };
  return { rasterize, encoded };
}

describe('pictures kept on disk between restarts', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-images-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('sends a restarted server the bytes encoded before without encoding them again; another drawing, size or format is encoded', async () => {
    const dir = folder();
    const first = countingSharp();
    const before = await diskCachedRasterizer(first.rasterize, dir)(drawing('#c00'), 96, 96, 'avif');
    const restarted = countingSharp();
    const rasterize = diskCachedRasterizer(restarted.rasterize, dir);
    expect(Buffer.from(await rasterize(drawing('#c00'), 96, 96, 'avif')).equals(Buffer.from(before))).toBe(true);
    expect(restarted.encoded).toEqual([]);
    await rasterize(drawing('#00c'), 96, 96, 'avif');
    await rasterize(drawing('#c00'), 160, 160, 'avif');
    await rasterize(drawing('#c00'), 96, 96, 'webp');
    expect(restarted.encoded).toEqual(['96x96.avif', '160x160.avif', '96x96.webp']);
  });

  it('holds no more than its bound, dropping the least recently sent picture first', async () => {
    const dir = folder();
    const { rasterize: sharp } = countingSharp();
    const one = (await sharp(drawing('#c00'), 96, 96, 'webp')).byteLength;
    const rasterize = diskCachedRasterizer(sharp, dir, one * 2.5);
    await rasterize(drawing('#c00'), 96, 96, 'webp');
    await rasterize(drawing('#0c0'), 96, 96, 'webp');
    await rasterize(drawing('#c00'), 96, 96, 'webp');
    await rasterize(drawing('#00c'), 96, 96, 'webp');
    await expect.poll(() => readdirSync(dir).length).toBe(2);
    const restarted = countingSharp();
    const again = diskCachedRasterizer(restarted.rasterize, dir, one * 2.5);
    await again(drawing('#c00'), 96, 96, 'webp');
    await again(drawing('#00c'), 96, 96, 'webp');
    expect(restarted.encoded).toEqual([]);
    await again(drawing('#0c0'), 96, 96, 'webp');
    expect(restarted.encoded).toEqual(['96x96.webp']);
  });

  it('still sends the picture when the folder cannot be written, and clears what interrupted writes left', async () => {
    const notAFolder = join(folder(), 'file');
    writeFileSync(notAFolder, '');
    const { rasterize } = countingSharp();
    expect((await diskCachedRasterizer(rasterize, notAFolder)(drawing('#c00'), 96, 96, 'webp')).byteLength).toBeGreaterThan(0);

    const dir = folder();
    writeFileSync(join(dir, 'old.webp.1.x.tmp'), 'half');
    utimesSync(join(dir, 'old.webp.1.x.tmp'), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    writeFileSync(join(dir, 'other-process.webp.2.y.tmp'), 'being written');
    await diskCachedRasterizer(rasterize, dir)(drawing('#c00'), 96, 96, 'webp');
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual(['other-process.webp.2.y.tmp']);
  });
});
