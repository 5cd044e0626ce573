import type { PageMeta } from '../meta';

/** The built browser bundle's files for the page (from Vite's manifest). */
export interface ClientAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The HTML document around a rendered page; `head`: further head tags, already escaped. */
export function documentHtml({ meta, body, assets, origin, head = '' }: { meta: PageMeta; body: string; assets: ClientAssets; origin: string; head?: string }): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
${meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : ''}
${meta.canonical ? `<link rel="canonical" href="${escapeHtml(origin + meta.canonical)}">` : ''}
${head}
${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
</head>
<body>
<div id="root">${body}</div>
</body>
</html>`;
}
