import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredValueDefect } from '../storedValue';
import { fileBanners } from './fileBanners';
import { fileSellers } from './fileSellers';
import { fileTags } from './fileTags';

const CONTENT = new URL('../../content/', import.meta.url).pathname;

describe('content files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-'));
  });
  afterAll(() => rm(dir, { recursive: true }));

  it('reads the shipped files and a missing one as an empty list', async () => {
    expect((await fileBanners(join(CONTENT, 'banners.json')).all()).length).toBeGreaterThan(0);
    expect((await fileSellers(join(CONTENT, 'sellers.json')).all()).find((s) => s.brands === null)?.name).toBe('Спорт·Маркет');
    expect(await fileTags(join(dir, 'absent.json')).all()).toEqual([]);
  });

  it('throws, naming the file and the place, for an entry of another shape or a file that is not a list', async () => {
    const tags = join(dir, 'tags.json');
    await writeFile(
      tags,
      JSON.stringify([
        { name: 'a', title: 'A', description: '', listing: '/catalog/a/' },
        { name: 'b', title: 'B', description: '' },
      ]),
    );
    await expect(fileTags(tags).all()).rejects.toThrow(StoredValueDefect);
    await expect(fileTags(tags).all()).rejects.toThrow(/^content file tags\.json does not decode at 1\.listing: expected string, found undefined$/);

    const banners = join(dir, 'banners.json');
    await writeFile(banners, JSON.stringify({ id: 'top', slot: 'MAIN_PAGE_TOP', type: 'HTML', htmlContent: '<p>…</p>' }));
    await expect(fileBanners(banners).all()).rejects.toThrow(
      /^content file banners\.json does not decode at \(root\): expected Array<Banner>, found an object$/,
    );
  });
});
