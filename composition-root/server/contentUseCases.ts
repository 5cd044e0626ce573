import { fileBanners } from '../../adapters-storage/files/fileBanners';
import { fileContentMedia } from '../../adapters-storage/files/fileContentMedia';
import { filePublications } from '../../adapters-storage/files/filePublications';
import { fileSeo } from '../../adapters-storage/files/fileSeo';
import { bannersBySlot } from '../../application/shell/bannersBySlot';
import { getPublication } from '../../application/shell/getPublication';
import { listPublications } from '../../application/shell/listPublications';
import { seoForUrl } from '../../application/shell/seoForUrl';

const contentFile = (name: string) => new URL(`../../content/${name}`, import.meta.url).pathname;

/** Banners, SEO texts and publications read from the content files shipped with the shop (content/). */
export function contentUseCases(clock = { now: () => new Date() }) {
  const publications = filePublications(contentFile('publications.json'));
  return {
    bannersBySlot: bannersBySlot({ banners: fileBanners(contentFile('banners.json')) }),
    seoForUrl: seoForUrl({ seo: fileSeo(contentFile('seo.json')) }),
    listPublications: listPublications({ publications, clock }),
    getPublication: getPublication({ publications, clock }),
  };
}

/** The content's images (content/media/{name}.svg). */
export const contentImage = fileContentMedia(contentFile('media'));
