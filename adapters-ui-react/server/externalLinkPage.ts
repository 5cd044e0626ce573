import * as E from 'fp-ts/Either';
import { NoReferrerRedirectQuery } from '../../adapters-http/contract/externalLink';
import { SHOP_NAME, titled } from '../meta';
import { documentHtml, escapeHtml, type ClientAssets } from './documentHtml';

const NO_REFERRER_REDIRECT_PATH = '/no-referrer-redirect';

/**
 * /no-referrer-redirect?url=… (spec §2 Routes: external link redirect): leaves the shop for an http(s) address
 * without telling it where the visitor came from — no-referrer in the header and the page, an immediate meta
 * refresh (delay 0: no timing for assistive technology to fight) and the link «Перейти на сайт» for browsers
 * that do not refresh. A plain page without the shop's scripts, so nothing runs before leaving. A missing or
 * non-http(s) url answers undefined: the shop's 404 page follows, never a redirect.
 */
export function externalLinkPage(request: Request, assets: ClientAssets): Response | undefined {
  const { pathname, searchParams, origin } = new URL(request.url);
  if (pathname !== NO_REFERRER_REDIRECT_PATH && pathname !== `${NO_REFERRER_REDIRECT_PATH}/`) return undefined;
  const query = NoReferrerRedirectQuery.decode(Object.fromEntries(searchParams));
  if (E.isLeft(query)) return undefined;
  const target = escapeHtml(new URL(query.right.url).href);
  const body = `<main id="main" class="page"><article class="static-page">
<h1>Переход на другой сайт</h1>
<p>Вы покидаете сайт ${escapeHtml(SHOP_NAME)} и переходите по внешней ссылке:</p>
<p class="external-link__url">${target}</p>
<p><a class="button button--primary" href="${target}" rel="noreferrer noopener">Перейти на сайт</a> <a class="button" href="/">Вернуться в магазин</a></p>
</article></main>`;
  const html = documentHtml({
    meta: { title: titled('Переход на другой сайт') },
    head: `<meta name="referrer" content="no-referrer">\n<meta http-equiv="refresh" content="0; url=${target}">`,
    body,
    assets: { scripts: [], preloads: [], styles: assets.styles },
    origin,
  });
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' },
  });
}
