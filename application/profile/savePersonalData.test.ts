import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { PersonalData } from '../../domain/profile/personalData';
import type { PersonalDataRepository, PersonalProfile } from './PersonalDataRepository';
import { getPersonalProfile } from './getPersonalProfile';
import { savePersonalData } from './savePersonalData';

const ID = 'c1';

/** One customer in memory; a filled-in questionnaire stays filled in, as the port promises. */
function memoryProfiles(): PersonalDataRepository & { saves: number } {
  let stored: PersonalProfile = {
    firstName: null,
    lastName: null,
    birthDate: null,
    sex: null,
    address: null,
    email: null,
    unconfirmedEmail: null,
    phone: '+79161110301',
    profileCompleted: false,
  };
  const repo = {
    saves: 0,
    profileOf: async (id: string) => (id === ID ? stored : undefined),
    savePersonalData: async (id: string, data: PersonalData, complete: boolean) => {
      if (id !== ID) return undefined;
      repo.saves++;
      stored = { ...stored, ...data, profileCompleted: stored.profileCompleted || complete };
      return stored;
    },
  };
  return repo;
}

// 21:30 UTC on 23 November is already the 24th in Moscow.
const clock = { now: () => new Date('2026-11-23T21:30:00Z') };
const input = { firstName: 'Мария', lastName: 'Петрова', birthDate: '', sex: '', address: '' };

describe('saving personal data (spec §7 PUT /profiles/current)', () => {
  it('refuses broken fields without saving', async () => {
    const profiles = memoryProfiles();
    const answer = await savePersonalData({ profiles, clock })(ID, { ...input, firstName: 'М' });
    expect(answer).toEqual(E.left({ _tag: 'INVALID_FIELDS', fields: expect.objectContaining({ firstName: { _tag: 'min', length: 2 }, lastName: null }) }));
    expect(profiles.saves).toBe(0);
  });

  it('checks the age against today in Moscow', async () => {
    const profiles = memoryProfiles();
    expect(E.isRight(await savePersonalData({ profiles, clock })(ID, { ...input, birthDate: '24.11.2012' }))).toBe(true);
    const tooYoung = await savePersonalData({ profiles, clock })(ID, { ...input, birthDate: '25.11.2012' });
    expect(tooYoung).toMatchObject(E.left({ fields: { birthDate: { _tag: 'birthdate', minAge: 14 } } }));
  });

  it('marks the questionnaire complete once names, birth date and sex are given, and keeps it so', async () => {
    const profiles = memoryProfiles();
    const save = savePersonalData({ profiles, clock });
    expect(await save(ID, input)).toMatchObject(E.right({ firstName: 'Мария', profileCompleted: false }));
    expect(await save(ID, { ...input, birthDate: '03.05.1990', sex: 'FEMALE' })).toMatchObject(
      E.right({ birthDate: '1990-05-03', sex: 'FEMALE', profileCompleted: true }),
    );
    expect(await save(ID, input)).toMatchObject(E.right({ birthDate: null, profileCompleted: true }));
    expect(await getPersonalProfile({ profiles })(ID)).toMatchObject(E.right({ birthDate: null, phone: '+79161110301' }));
  });

  it('answers NOT_AUTHORIZED for a customer that no longer exists', async () => {
    const profiles = memoryProfiles();
    expect(await savePersonalData({ profiles, clock })('gone', input)).toEqual(E.left({ _tag: 'NOT_AUTHORIZED' }));
    expect(await getPersonalProfile({ profiles })('gone')).toEqual(E.left({ _tag: 'NOT_AUTHORIZED' }));
  });
});
