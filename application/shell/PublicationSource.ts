import type { PublicationType } from '../../domain/content/publication';

/** A promotion or news item (spec §2 Routes /promo, /publication/{id}); `html` is editor HTML, not yet sanitised. */
export interface Publication {
  readonly id: string;
  readonly type: PublicationType;
  readonly title: string;
  readonly annotation: string;
  readonly imageUrl: string;
  readonly imageAlt: string;
  /** yyyy-MM-dd. */
  readonly dateFrom: string;
  /** yyyy-MM-dd, the last day; news have none. */
  readonly dateTo?: string;
  readonly html: string;
}

/** Every publication, newest first as editors keep them. */
export interface PublicationSource {
  readonly all: () => Promise<readonly Publication[]>;
}
