import { ContainerModule } from 'inversify';
import { bannerRoutes } from '../../../adapters-http/server/routes/bannerRoutes';
import { contentMediaRoutes } from '../../../adapters-http/server/routes/contentMediaRoutes';
import { popupRoutes } from '../../../adapters-http/server/routes/popupRoutes';
import { publicationRoutes } from '../../../adapters-http/server/routes/publicationRoutes';
import { seoRoutes } from '../../../adapters-http/server/routes/seoRoutes';
import { staticPageRoutes } from '../../../adapters-http/server/routes/staticPageRoutes';
import { fileAfisha } from '../../../adapters-storage/files/fileAfisha';
import { fileBanners } from '../../../adapters-storage/files/fileBanners';
import { fileContentMedia } from '../../../adapters-storage/files/fileContentMedia';
import { fileFragments } from '../../../adapters-storage/files/fileFragments';
import { filePopups } from '../../../adapters-storage/files/filePopups';
import { filePublications } from '../../../adapters-storage/files/filePublications';
import { fileSeo } from '../../../adapters-storage/files/fileSeo';
import { fileStaticPages } from '../../../adapters-storage/files/fileStaticPages';
import { bannersBySlot } from '../../../application/shell/bannersBySlot';
import { fragmentsBySlot } from '../../../application/shell/fragmentsBySlot';
import { getPublication } from '../../../application/shell/getPublication';
import { getStaticPage } from '../../../application/shell/getStaticPage';
import { listPublications } from '../../../application/shell/listPublications';
import { popupById } from '../../../application/shell/popupById';
import { popupsForPath } from '../../../application/shell/popupsForPath';
import type { PopupSource } from '../../../application/shell/PopupSource';
import type { PublicationSource } from '../../../application/shell/PublicationSource';
import { seoForUrl } from '../../../application/shell/seoForUrl';
import { shopEvents } from '../../../application/shell/shopEvents';
import { contentFile } from '../contentFiles';
import { CORE } from './coreModule';
import { SHELL } from './shellModule';
import { ROUTES } from './routes';
import { fromPorts, token, useCaseTokens } from './token';

/** The content files shipped with the shop (content/): static pages, popups, banners, SEO texts, publications and their pictures. */
export const CONTENT = {
  publications: token<PublicationSource>('PublicationSource'),
  popups: token<PopupSource>('PopupSource'),
  ...useCaseTokens({ getStaticPage, popupsForPath, popupById, bannersBySlot, fragmentsBySlot, seoForUrl, listPublications, getPublication, shopEvents }),
} as const;

const T = CONTENT;

export const contentModule = new ContainerModule(({ bind }) => {
  bind(T.publications).toResolvedValue(() => filePublications(contentFile('publications.json')));
  bind(T.getStaticPage).toResolvedValue(() => getStaticPage({ pages: fileStaticPages(contentFile('pages/')) }));
  bind(T.popups).toResolvedValue(() => filePopups(contentFile('popups.json')));
  bind(T.popupsForPath).toDynamicValue(fromPorts(popupsForPath, { popups: T.popups }));
  bind(T.popupById).toDynamicValue(fromPorts(popupById, { popups: T.popups }));
  bind(T.fragmentsBySlot).toResolvedValue(() => fragmentsBySlot({ fragments: fileFragments(contentFile('fragments.json')) }));
  bind(T.bannersBySlot).toResolvedValue(() => bannersBySlot({ banners: fileBanners(contentFile('banners.json')) }));
  bind(T.seoForUrl).toResolvedValue(() => seoForUrl({ seo: fileSeo(contentFile('seo.json')) }));
  bind(T.listPublications).toDynamicValue(fromPorts(listPublications, { publications: T.publications, clock: CORE.clock }));
  bind(T.shopEvents).toResolvedValue(
    (getShop, clock) => shopEvents({ afisha: fileAfisha(contentFile('afisha.json')), getShop, clock }),
    [SHELL.getShop, CORE.clock],
  );
  bind(T.getPublication).toDynamicValue(fromPorts(getPublication, { publications: T.publications, clock: CORE.clock }));

  bind(ROUTES.staticPages).toDynamicValue(fromPorts(staticPageRoutes, { getStaticPage: T.getStaticPage }));
  bind(ROUTES.popups).toDynamicValue(fromPorts(popupRoutes, { popupsForPath: T.popupsForPath, popupById: T.popupById }));
  bind(ROUTES.banners).toDynamicValue(fromPorts(bannerRoutes, { bannersBySlot: T.bannersBySlot, fragmentsBySlot: T.fragmentsBySlot }));
  bind(ROUTES.seo).toDynamicValue(fromPorts(seoRoutes, { seoForUrl: T.seoForUrl }));
  bind(ROUTES.publications).toDynamicValue(
    fromPorts(publicationRoutes, { listPublications: T.listPublications, getPublication: T.getPublication, shopEvents: T.shopEvents }),
  );
  bind(ROUTES.contentMedia).toResolvedValue(() => contentMediaRoutes(fileContentMedia(contentFile('media'))));
});
