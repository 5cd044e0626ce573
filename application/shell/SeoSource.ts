/** A link under a catalogue page's SEO text (spec §4 SEO tags). */
interface SeoTag {
  readonly name: string;
  readonly url: string;
}

/** A page's SEO text (editor HTML, not yet sanitised) and tags. */
export interface SeoContent {
  readonly url: string;
  readonly text: string;
  readonly tags: readonly SeoTag[];
}

/** SEO content by page path ("/catalog/muzhchinam/"). */
export interface SeoSource {
  readonly byPath: (path: string) => Promise<SeoContent | undefined>;
}
