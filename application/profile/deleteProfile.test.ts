import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { deleteProfile } from './deleteProfile';

const erased: string[] = [];
const deps = { profiles: { erase: async (id: string) => (erased.push(id), id === 'c1') }, ids: { uuid: () => 'fresh-session' } };
const customer = { sessionId: 's1', customerId: 'c1', operator: null };

describe('deleting the profile (spec §7 POST /profiles/current/_delete)', () => {
  it('erases the signed-in customer and continues with a fresh anonymous session', async () => {
    expect(await deleteProfile(deps)(customer)).toEqual(E.right('fresh-session'));
    expect(erased).toEqual(['c1']);
  });

  it('refuses a visitor, an operator acting for the customer, and a customer already gone', async () => {
    erased.length = 0;
    expect(await deleteProfile(deps)({ ...customer, customerId: null })).toEqual(E.left({ _tag: 'NOT_AUTHORIZED' }));
    expect(await deleteProfile(deps)({ ...customer, operator: { login: 'op', mode: 'CREATE_BASKET' } })).toEqual(E.left({ _tag: 'FORBIDDEN' }));
    expect(erased).toEqual([]);
    expect(await deleteProfile(deps)({ ...customer, customerId: 'gone' })).toEqual(E.left({ _tag: 'NOT_AUTHORIZED' }));
  });
});
