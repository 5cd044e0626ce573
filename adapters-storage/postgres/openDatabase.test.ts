import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabase } from './openDatabase';

it("runs embedded PGlite with 32 MB of shared buffers, not PostgreSQL's 128 MB: its WASM memory never gives back what it grew to", async () => {
  const db = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db);
    expect(rows[0]?.shared_buffers).toBe('32MB');
  } finally {
    await db.destroy();
  }
});
