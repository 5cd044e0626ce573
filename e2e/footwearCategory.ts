import type { APIRequestContext } from '@playwright/test';

/** The first shoe category linked from the catalogue tree (/catalog/), as a visitor without scripts reaches it. */
export async function footwearCategory(request: APIRequestContext): Promise<string> {
  const tree = await (await request.get('/catalog/')).text();
  const url = /href="(\/catalog\/[a-z_]+\/obuv\/)"/.exec(tree)?.[1];
  if (!url) throw new Error('the catalogue tree links no shoe category');
  return url;
}
