import { prepareDatabase } from '../composition-root/server/prepareDatabase';
for (const n of [5, 20, 60]) {
  const t = Date.now();
  const db = await prepareDatabase({ kind: 'pglite', dataDir: undefined }, n, () => undefined);
  console.log(n, Date.now() - t, 'ms');
  await db.destroy();
}
