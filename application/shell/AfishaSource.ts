import type { WeeklyEvent } from '../../domain/content/afisha';

/** Shops' weekly events as editors keep them, each with the shop it is held in. */
export interface AfishaSource {
  readonly all: () => Promise<readonly (WeeklyEvent & { readonly shopNumber: string })[]>;
}
