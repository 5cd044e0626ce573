/** Each customer's favourite sport (spec §3 Profile favourite sport), by sport id. */
export interface FavoriteSportRepository {
  readonly favoriteOf: (customerId: string) => Promise<string | null>;
  readonly choose: (customerId: string, sportId: string) => Promise<void>;
}
