import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ProRepository } from './ProRepository';
import { registerTrainer } from './registerTrainer';

const NOW = new Date('2026-11-23T09:00:00Z');
const form = {
  firstName: 'Иван',
  lastName: 'Петров',
  birthDate: '01.02.1985',
  sportKinds: ['FOOTBALL'],
  organization: 'СШОР № 1',
  documentFileId: 'doc',
  agreement: true,
};

/** A store that refuses the first `clashes` codes as taken and records what it stored. */
function fakePro(clashes: number) {
  const codes: string[] = [];
  const stored: Parameters<ProRepository['addTrainer']>[0][] = [];
  const pro = {
    accountPhone: async () => '+79160000000',
    addTrainer: async (t) => {
      codes.push(t.invitationCode);
      if (codes.length <= clashes) return 'CODE_TAKEN';
      stored.push(t);
      return 'STORED';
    },
    trainer: async () => ({ ...stored[0]!, status: 'UNDER_REVIEW', sportsmen: 0 }),
  } as Partial<ProRepository> as ProRepository;
  return { pro, codes, stored };
}
const ids = { uuid: () => crypto.randomUUID() };
const context = { clientAddress: '127.0.0.1', country: 'ru' as const, confirmPhone: async () => E.left({ _tag: 'INCORRECT_CODE' as const }) };

describe('registerTrainer (spec §7 POST /pro/trainer-profiles)', () => {
  it('draws another code when another trainer holds the first, and keeps the account phone', async () => {
    const { pro, codes, stored } = fakePro(2);
    const added = await registerTrainer({ pro, ids, clock: { now: () => NOW } })('c1', form, context);
    expect(E.isRight(added)).toBe(true);
    expect(new Set(codes).size).toBe(3);
    expect(stored[0]).toMatchObject({ invitationCode: codes[2], phone: '+79160000000', birthDate: '1985-02-01' });
  });

  it('stores nothing without consent, or with another phone and a wrong code', async () => {
    const { pro, stored } = fakePro(0);
    const register = registerTrainer({ pro, ids, clock: { now: () => NOW } });
    expect(await register('c1', { ...form, agreement: false }, context)).toEqual(
      E.left({ _tag: 'INVALID', errors: expect.objectContaining({ agreement: { _tag: 'agreement' } }) }),
    );
    expect(await register('c1', { ...form, phone: '+79167770000' }, context)).toEqual(E.left({ _tag: 'PHONE_VERIFICATION_CODE_REQUIRED' }));
    expect(await register('c1', { ...form, phone: '+79167770000', code: '123456' }, context)).toEqual(E.left({ _tag: 'INCORRECT_CODE' }));
    expect(stored).toEqual([]);
  });
});
