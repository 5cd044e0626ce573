import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// Issue 5 (speed), each measured on 100,000 products:
// - search_nearest_word: the nearest vocabulary word to a typed reading. The vocabulary is small (a few
//   hundred words), so the planner scans it and makes the trigrams of every word again for each reading
//   (10–20 ms per search on PGlite for Cyrillic text); with seq scans off inside the function the
//   trigram index picks the candidates first (about 1 ms). Ties go to the more frequent, then the
//   alphabetically first word.
// - size_key: facet counts group the matches by their size range, and hashing a text key is about three
//   times cheaper than hashing a text[] (PGlite, 15,000 matches); the sizes are joined by U+001F, which
//   no size holds.
// - The category names shoppers type are indexed for the autocomplete instead of parsed per keystroke.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create function search_nearest_word(reading text) returns table (word text, similarity real) language sql stable
      set enable_seqscan = off
      as $$ select s.word, similarity(s.word, reading) from search_vocabulary s where s.word % reading
        order by 2 desc, s.frequency desc, s.word limit 1 $$;
    create function search_size_key(sizes text[]) returns text language sql immutable
      as $$ select array_to_string(sizes, chr(31)) $$;
    alter table product_search add column size_key text not null generated always as (search_size_key(sizes)) stored;
    create index category_name_search_idx on category using gin (to_tsvector('russian', name));
  `,
  );
}
