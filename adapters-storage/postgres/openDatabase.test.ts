import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { postgresServerAnswers } from '../../test-fixtures/testDatabases';
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

it('gives every server connection 32 MB for a sort or hash, where a million-product listing spilled with the default 4 MB', async () => {
  if (!(await postgresServerAnswers('the server session settings'))) return;
  const db = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  try {
    const { rows } = await sql<{ work_mem: string }>`show work_mem`.execute(db);
    expect(rows[0]?.work_mem).toBe('32MB');
  } finally {
    await db.destroy();
  }
});
