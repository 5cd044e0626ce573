/** Where an IMAGE banner leads (spec §3 Banner imageContent). */
interface BannerImage {
  readonly imageUrl: string;
  readonly alt: string;
  readonly link: string;
  readonly target: 'SELF' | 'BLANK';
  /** The picture's own size, so the page keeps its place before it arrives (not in the spec; our editors give it). */
  readonly width: number;
  readonly height: number;
}

/** A banner of spec §3: HTML (not yet sanitised) or an image with a link, in a slot. */
export type Banner =
  | { readonly id: string; readonly slot: string; readonly type: 'HTML'; readonly htmlContent: string }
  | { readonly id: string; readonly slot: string; readonly type: 'IMAGE'; readonly imageContent: BannerImage };

/** Banners as kept by editors; `categories` (top category url codes) limits a banner to those catalogue sections. */
export interface BannerSource {
  readonly all: () => Promise<readonly (Banner & { readonly categories?: readonly string[] })[]>;
}
