import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 5 (speed): the autocomplete's category lookup matched to_tsvector('russian', name) against the typed
// query. The query is a parameter, so the planner cannot fold it, and over a table this small it scans,
// stemming every category name again per keystroke: 4.4 ms of 5 on PGlite (WebAssembly). The words are now
// stored with the row; comparing ~100 stored vectors takes microseconds, so no index is needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    alter table category add column name_words tsvector not null generated always as (to_tsvector('russian', name)) stored;
    drop index category_name_search_idx;
  `,
  );
}
