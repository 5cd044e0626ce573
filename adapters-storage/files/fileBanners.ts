import type { BannerSource } from '../../application/shell/BannerSource';
import { readJsonList } from './readJsonList';

/** Banners from a JSON file kept with the shop's content (content/banners.json). */
export function fileBanners(path: string): BannerSource {
  return { all: () => readJsonList(path) };
}
