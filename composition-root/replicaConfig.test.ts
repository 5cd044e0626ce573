import { describe, expect, it } from 'vitest';
import { readReplicaUrls } from './replicaConfig';

const PRIMARY = 'postgres://postgres@db-1:5432/shop';

describe('DATABASE_REPLICA_URLS (docs/architecture.md, Read replicas)', () => {
  it('reads comma-separated replica URLs beside DATABASE_URL, none when unset', () => {
    expect(readReplicaUrls({ DATABASE_URL: PRIMARY })).toEqual([]);
    expect(readReplicaUrls({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: ' postgres://db-2:5432/shop , postgresql://u:p@db-3/shop,' })).toEqual([
      'postgres://db-2:5432/shop',
      'postgresql://u:p@db-3/shop',
    ]);
  });

  it('refuses replicas without a PostgreSQL primary and anything but postgres URLs, never echoing a password', () => {
    expect(() => readReplicaUrls({ DATABASE_REPLICA_URLS: 'postgres://db-2/shop' })).toThrow(/needs DATABASE_URL/);
    expect(() => readReplicaUrls({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'mysql://db-2/shop' })).toThrow(/not a postgres/);
    expect(() => readReplicaUrls({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'db-2:5432' })).toThrow(/not a postgres/);
    expect(() => readReplicaUrls({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'postgres://u:secret@db 2/shop' })).toThrow(/u:\*\*\*@/);
    expect(() => readReplicaUrls({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'postgres://u:secret@db 2/shop' })).not.toThrow(/secret/);
  });
});
