import type { DirectoryEntry } from '../../../application/shell/DirectoryRepository';
import { brandImageUrl, brandUrl, sportUrl, type DirectoryLink } from '../../contract/directory';
import { productImageUrl } from '../../contract/mediaUrl';

/** Side of a menu's catalogue picture before the server's rounding. */
const PICTURE_SIDE = 160;

const picture = (e: DirectoryEntry) => (e.topProductId ? { picture: productImageUrl(e.topProductId, 0, PICTURE_SIDE) } : {});

export const encodeBrandLink = (b: DirectoryEntry): DirectoryLink => ({
  id: b.id,
  name: b.name,
  url: brandUrl(b.urlCode),
  image: brandImageUrl(b.urlCode),
  ...picture(b),
});

export const encodeSportLink = (s: DirectoryEntry): DirectoryLink => ({ id: s.id, name: s.name, url: sportUrl(s.urlCode), ...picture(s) });
