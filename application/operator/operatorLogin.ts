import * as E from 'fp-ts/Either';
import type { OperatorMode } from '../../domain/user/roles';
import type { SessionRepository } from '../auth/SessionRepository';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AuditLog, OperatorDirectory } from './OperatorPorts';

export interface OperatorLoginDeps {
  readonly directory: OperatorDirectory;
  readonly sessions: SessionRepository;
  readonly audit: AuditLog;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

export interface OperatorCredentials {
  readonly sessionId: string;
  readonly login: string;
  readonly secret: string;
  readonly mode: OperatorMode;
  /** Which call-centre system the operator came from. */
  readonly system: 'csm' | 'naumen';
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * Signs a call-centre operator in (spec §7 POST /auth/csm/_login, /auth/naumen/_login) in a fresh
 * session acting for nobody yet; the login is written to the audit log.
 */
export const operatorLogin =
  (deps: OperatorLoginDeps) =>
  async (request: OperatorCredentials): Promise<E.Either<{ readonly _tag: 'NOT_AUTHORIZED' }, string>> => {
    if (!(await deps.directory.verify(request.login, request.secret))) return E.left({ _tag: 'NOT_AUTHORIZED' });
    const sessionId = deps.ids.uuid();
    await deps.sessions.save({ id: sessionId, customerId: null, operator: { login: request.login, mode: request.mode } });
    await deps.sessions.revoke(request.sessionId);
    await deps.audit.record({
      operatorLogin: request.login,
      customerId: null,
      action: `LOGIN_${request.system.toUpperCase()}`,
      details: { mode: request.mode, ...request.details },
      at: deps.clock.now(),
    });
    return E.right(sessionId);
  };
