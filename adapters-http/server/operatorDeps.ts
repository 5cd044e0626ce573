import type { actForClient, leaveClient, recordOperatorAction } from '../../application/operator/actForClient';
import type { operatorLogin } from '../../application/operator/operatorLogin';
import type { AuditLog } from '../../application/operator/OperatorPorts';

/** The operator use-cases the HTTP adapter calls. */
export interface OperatorUseCases {
  readonly login: ReturnType<typeof operatorLogin>;
  readonly actForClient: ReturnType<typeof actForClient>;
  readonly leaveClient: ReturnType<typeof leaveClient>;
  readonly record: ReturnType<typeof recordOperatorAction>;
  readonly audit: AuditLog;
}
