import type { PageMeta } from '../meta';

/** The files of one chunk of the browser bundle beyond what the entry already loads. */
export interface ChunkAssets {
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

/** The built browser bundle (from Vite's manifest): the entry's files, and each page chunk's by its source file. */
export interface ClientAssets {
  readonly scripts: readonly string[];
  /** Modules the entry imports, fetched beside it rather than after it. */
  readonly preloads?: readonly string[];
  readonly styles: readonly string[];
  readonly chunks?: Readonly<Record<string, ChunkAssets>>;
}

/** What one page loads: the entry, its modules and the page chunks', and every stylesheet they need. */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly preloads: readonly string[];
  readonly styles: readonly string[];
}

/** The assets of a page made of the entry and the chunks of the given source files. */
export function pageAssets(assets: ClientAssets, chunkFiles: readonly string[]): PageAssets {
  const chunks = chunkFiles.flatMap((file) => assets.chunks?.[file] ?? []);
  const unique = (files: readonly string[]) => [...new Set(files)];
  return {
    scripts: assets.scripts,
    preloads: unique([...(assets.preloads ?? []), ...chunks.flatMap((c) => c.modules)]),
    styles: unique([...assets.styles, ...chunks.flatMap((c) => c.styles)]),
  };
}

/** The shop's mark in the tab, inline: no request of its own (and none for /favicon.ico). */
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0057b8"/><path d="M21 10.5a7 7 0 1 0 0 11" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><circle cx="24" cy="16" r="2" fill="#fff"/></svg>')}`;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface DocumentParts {
  readonly meta: PageMeta;
  readonly assets: PageAssets;
  readonly origin: string;
  /** Further head tags, already escaped. */
  readonly head?: string;
}

/**
 * The document up to the page's markup. The preloads come first: the browser fetches the page's modules
 * and its largest image while it reads the rest, instead of discovering them one after another.
 */
export function documentStart({ meta, assets, origin, head = '' }: DocumentParts): string {
  const image = meta.image;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
<link rel="icon" href="${ICON}">
${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${image ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}">` : ''}
${assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
${assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : ''}
${meta.canonical ? `<link rel="canonical" href="${escapeHtml(origin + meta.canonical)}">` : ''}
${head}
</head>
<body>
<div id="root">`;
}

export const DOCUMENT_END = `</div>
</body>
</html>`;

/** The whole HTML document around a page's markup. */
export const documentHtml = (parts: DocumentParts & { readonly body: string }): string => documentStart(parts) + parts.body + DOCUMENT_END;
