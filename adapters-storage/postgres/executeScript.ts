import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration script statement by statement: both drivers prepare each query, and a prepared
 * statement holds one command. Statements end with ";" at the end of a line.
 */
export async function executeScript(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
