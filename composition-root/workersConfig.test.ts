import { describe, expect, it } from 'vitest';
import { readWorkers } from './workersConfig';

const DATABASE_URL = 'postgres://postgres@db-1:5432/shop';

describe('WORKERS (docs/performance.md, Many processes)', () => {
  it('defaults to one process per core on a PostgreSQL server and to one on PGlite', () => {
    expect(readWorkers({ DATABASE_URL }, 4)).toBe(4);
    expect(readWorkers({}, 4)).toBe(1);
    expect(readWorkers({ WORKERS: '', DATABASE_URL }, 2)).toBe(2);
  });

  it('takes a whole number of processes, more than one only beside DATABASE_URL', () => {
    expect(readWorkers({ WORKERS: '3', DATABASE_URL }, 2)).toBe(3);
    expect(readWorkers({ WORKERS: '1' }, 4)).toBe(1);
    expect(() => readWorkers({ WORKERS: '2' }, 4)).toThrow(/WORKERS=2 needs DATABASE_URL: the embedded PGlite database belongs to one process/);
    for (const bad of ['0', '-1', '1.5', 'many']) expect(() => readWorkers({ WORKERS: bad, DATABASE_URL }, 2)).toThrow(/WORKERS must be a whole number/);
  });
});
