import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PRO_MESSAGES } from '../../domain/pro/proProgramme';

/** Refusals of the professional programme (docs/pro-programme.md), spread into the one failure table (failure.ts). */
export const PRO_FAILURES = {
  PRO_PROFILE_EXISTS: [409, PRO_MESSAGES.PRO_PROFILE_EXISTS],
  PRO_PROFILE_NOT_FOUND: [404, PRO_MESSAGES.PRO_PROFILE_NOT_FOUND],
  INVITATION_NOT_FOUND: [400, PRO_MESSAGES.INVITATION_NOT_FOUND],
} as const satisfies Record<string, readonly [ContentfulStatusCode, string]>;
