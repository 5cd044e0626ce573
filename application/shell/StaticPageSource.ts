/** A content page: its title and body HTML as written by editors (not yet sanitised). */
export interface StaticPageContent {
  readonly title: string;
  readonly html: string;
}

/** Where content pages are kept, by slug ("oferta", "payment-delivery"). */
export interface StaticPageSource {
  readonly bySlug: (slug: string) => Promise<StaticPageContent | undefined>;
}
