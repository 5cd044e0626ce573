import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshServerDatabase, postgresServerAnswers } from '../../test-fixtures/testDatabases';
import { advisoryLeadership, type Leadership } from './advisoryLeadership';

const server = await postgresServerAnswers('the leadership of background jobs across processes');

describe.skipIf(!server)('one leader among the shop processes on a PostgreSQL server (an advisory lock)', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  const opened: Leadership[] = [];
  let clock = 0;
  const leadership = (name = 'jobs') => {
    const l = advisoryLeadership(database.url, name, 1000, () => clock);
    opened.push(l);
    return l;
  };
  beforeAll(async () => {
    database = await freshServerDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((l) => l.close()));
    await database.drop();
  });

  it('lets one process lead while it lives, and another take over within the retry pause once it is gone', async () => {
    const [a, b, other] = [leadership(), leadership(), leadership('other')];
    expect(await a.isLeader()).toBe(true);
    expect(await b.isLeader()).toBe(false);
    expect(await a.isLeader()).toBe(true);
    expect(await other.isLeader()).toBe(true);
    await a.close();
    expect(await a.isLeader()).toBe(false);
    expect(await b.isLeader()).toBe(false);
    clock += 1000;
    expect(await b.isLeader()).toBe(true);
  });

  it('leads no one when the database does not answer', async () => {
    const url = new URL(database.url);
    url.port = '1';
    const nowhere = advisoryLeadership(url.toString(), 'jobs');
    opened.push(nowhere);
    expect(await nowhere.isLeader()).toBe(false);
  });
});
