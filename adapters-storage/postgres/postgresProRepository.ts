import type { Insertable, Kysely } from 'kysely';
import type { ProRepository } from '../../application/pro/ProRepository';
import type { Database } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside a transaction to undo it and answer with its outcome. */
class Undo extends Error {
  constructor(readonly outcome: 'FILE_NOT_FOUND') {
    super(outcome);
  }
}

const isUniqueViolation = (e: unknown, constraint: string) =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: string }).code === '23505' &&
  String((e as { constraint?: string; message?: string }).constraint ?? (e as Error).message).includes(constraint);

/**
 * Stores an application and hands it its document in one transaction. One profile per customer: a parallel post
 * waits on the first one's key and then inserts nothing (PRO_PROFILE_EXISTS).
 */
async function addWithDocument(
  db: Kysely<Database>,
  owner: { readonly customerId: string; readonly documentFileId: string },
  row: Insertable<Database['pro_profile']>,
): Promise<'STORED' | 'PRO_PROFILE_EXISTS' | 'FILE_NOT_FOUND' | 'CODE_TAKEN'> {
  if (!UUID.test(owner.documentFileId)) return 'FILE_NOT_FOUND';
  try {
    return await db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('pro_profile')
        .values(row)
        .onConflict((oc) => oc.column('customer_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return 'PRO_PROFILE_EXISTS' as const;
      const taken = await tx
        .updateTable('pro_file')
        .set({ profile_id: row.id })
        .where('id', '=', owner.documentFileId)
        .where('customer_id', '=', owner.customerId)
        .where('profile_id', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new Undo('FILE_NOT_FOUND');
      return 'STORED' as const;
    });
  } catch (e) {
    if (e instanceof Undo) return e.outcome;
    if (isUniqueViolation(e, 'invitation_code')) return 'CODE_TAKEN';
    throw e;
  }
}

/** Pro profiles in pro_profile (migration 0025); staff change `status` in the database. */
export function postgresProRepository(db: Kysely<Database>): ProRepository {
  return {
    addTrainer: (t) =>
      addWithDocument(db, t, {
        id: t.id,
        customer_id: t.customerId,
        role: 'TRAINER',
        first_name: t.firstName,
        last_name: t.lastName,
        birth_date: t.birthDate,
        phone: t.phone,
        sport_kinds: [...t.sportKinds],
        organization: t.organization,
        invitation_code: t.invitationCode,
        created_at: t.createdAt,
        updated_at: t.createdAt,
      }),
    addIndividual: async (s) => {
      const added = await addWithDocument(db, s, {
        id: s.id,
        customer_id: s.customerId,
        role: 'INDIVIDUAL_SPORTSMAN',
        first_name: s.firstName,
        last_name: s.lastName,
        birth_date: s.birthDate,
        phone: s.phone,
        sport_kinds: [s.sportKind],
        sport_rank: s.rank,
        created_at: s.createdAt,
        updated_at: s.createdAt,
      });
      // No invitation code: no clash to retry.
      if (added === 'CODE_TAKEN') throw new Error('unexpected code clash');
      return added;
    },
    trainer: async (customerId) => {
      const row = await db
        .selectFrom('pro_profile as p')
        .select(['p.first_name', 'p.last_name', 'p.birth_date', 'p.phone', 'p.sport_kinds', 'p.organization', 'p.status', 'p.invitation_code'])
        .select((eb) => eb.selectFrom('pro_profile as s').whereRef('s.trainer_id', '=', 'p.id').select(eb.fn.countAll<string>().as('n')).as('sportsmen'))
        .where('p.customer_id', '=', customerId)
        .where('p.role', '=', 'TRAINER')
        .executeTakeFirst();
      return (
        row && {
          firstName: row.first_name,
          lastName: row.last_name,
          birthDate: row.birth_date,
          phone: row.phone,
          sportKinds: row.sport_kinds,
          organization: row.organization ?? '',
          status: row.status,
          invitationCode: row.invitation_code ?? '',
          sportsmen: Number(row.sportsmen ?? 0),
        }
      );
    },
    updateTrainer: async (customerId, d, at) => {
      const updated = await db
        .updateTable('pro_profile')
        .set({
          first_name: d.firstName,
          last_name: d.lastName,
          birth_date: d.birthDate,
          sport_kinds: [...d.sportKinds],
          organization: d.organization,
          updated_at: at,
        })
        .where('customer_id', '=', customerId)
        .where('role', '=', 'TRAINER')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
    invitation: async (code) => {
      const row = await db
        .selectFrom('pro_profile')
        .select(['first_name', 'last_name', 'organization', 'sport_kinds'])
        .where('invitation_code', '=', code)
        .where('status', '<>', 'REJECTED')
        .executeTakeFirst();
      return row && { trainerFirstName: row.first_name, trainerLastName: row.last_name, organization: row.organization ?? '', sportKinds: row.sport_kinds };
    },
    addSportsman: (s) =>
      db.transaction().execute(async (tx) => {
        // The trainer's row is locked so staff refusing the trainer and a join cannot cross.
        const trainer = await tx
          .selectFrom('pro_profile')
          .select('id')
          .where('invitation_code', '=', s.invitationCode)
          .where('status', '<>', 'REJECTED')
          .forShare()
          .executeTakeFirst();
        if (!trainer) return 'INVITATION_NOT_FOUND' as const;
        const inserted = await tx
          .insertInto('pro_profile')
          .values({
            id: s.id,
            customer_id: s.customerId,
            role: 'SPORTSMAN',
            first_name: s.firstName,
            last_name: s.lastName,
            birth_date: s.birthDate,
            phone: s.phone,
            sport_kinds: [s.sportKind],
            trainer_id: trainer.id,
            created_at: s.createdAt,
            updated_at: s.createdAt,
          })
          .onConflict((oc) => oc.column('customer_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        return inserted ? ('STORED' as const) : ('PRO_PROFILE_EXISTS' as const);
      }),
    membership: async (customerId) => {
      const row = await db.selectFrom('pro_profile').select(['role', 'status']).where('customer_id', '=', customerId).executeTakeFirst();
      return row && { role: row.role, status: row.status };
    },
    card: async (customerId) => {
      const row = await db
        .selectFrom('pro_profile as p')
        .leftJoin('pro_profile as t', 't.id', 'p.trainer_id')
        .select(['p.role', 'p.status', 'p.invitation_code', 't.first_name', 't.last_name', 't.organization', 't.sport_kinds'])
        .where('p.customer_id', '=', customerId)
        .executeTakeFirst();
      return (
        row && {
          role: row.role,
          status: row.status,
          invitationCode: row.invitation_code,
          trainer:
            row.first_name === null
              ? null
              : {
                  trainerFirstName: row.first_name,
                  trainerLastName: row.last_name ?? '',
                  organization: row.organization ?? '',
                  sportKinds: row.sport_kinds ?? [],
                },
        }
      );
    },
    accountPhone: async (customerId) => (await db.selectFrom('customer').select('phone').where('id', '=', customerId).executeTakeFirst())?.phone,
  };
}
