import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../domain/country/country';
import type { Viewer } from '../auth/currentUser';
import type { CustomerRepository } from '../auth/CustomerRepository';
import type { SessionRepository } from '../auth/SessionRepository';
import { authFailure, signInPhone, type AuthFailure } from '../auth/signInRules';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AuditLog } from './OperatorPorts';

export interface ActForClientDeps {
  readonly customers: CustomerRepository;
  readonly sessions: SessionRepository;
  readonly audit: AuditLog;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * An operator registers a customer by phone, or takes up an existing one, and from then on acts for
 * them (spec §7 POST /csm/_register, /naumen/_register). Written to the audit log.
 */
export const actForClient =
  (deps: ActForClientDeps) =>
  async (viewer: Viewer, rawPhone: string, market: CountryCode): Promise<E.Either<AuthFailure, string>> => {
    if (!viewer.operator) return E.left(authFailure('NOT_AUTHORIZED'));
    const phone = signInPhone(rawPhone, market);
    if (E.isLeft(phone)) return phone;
    const { customer, created } = await deps.customers.findOrCreate(phone.right, deps.ids.uuid());
    await deps.sessions.save({ id: viewer.sessionId, customerId: customer.id, operator: viewer.operator });
    await deps.audit.record({
      operatorLogin: viewer.operator.login,
      customerId: customer.id,
      action: created ? 'REGISTER_CLIENT' : 'ACT_FOR_CLIENT',
      details: { phone: phone.right, mode: viewer.operator.mode },
      at: deps.clock.now(),
    });
    return E.right(customer.id);
  };

/** The operator stops acting for the client («Выйти из ЛК клиента», spec §6; POST /auth/customer/_logout). */
export const leaveClient =
  (deps: Pick<ActForClientDeps, 'sessions' | 'audit' | 'clock'>) =>
  async (viewer: Viewer): Promise<boolean> => {
    if (!viewer.operator) return false;
    await deps.sessions.save({ id: viewer.sessionId, customerId: null, operator: viewer.operator });
    await deps.audit.record({ operatorLogin: viewer.operator.login, customerId: viewer.customerId, action: 'LEAVE_CLIENT', details: {}, at: deps.clock.now() });
    return true;
  };

/** Writes an operator's action for the client they act for to the audit log; nothing for others. */
export const recordOperatorAction =
  (deps: Pick<ActForClientDeps, 'audit' | 'clock'>) =>
  async (viewer: Viewer, action: string, details: Readonly<Record<string, unknown>>): Promise<void> => {
    if (!viewer.operator || !viewer.customerId) return;
    await deps.audit.record({
      operatorLogin: viewer.operator.login,
      customerId: viewer.customerId,
      action,
      details: { mode: viewer.operator.mode, ...details },
      at: deps.clock.now(),
    });
  };
