/** The secret of a development shop's fulfilment reports (README: FULFILMENT_SECRET); e2e specs use it. */
export const DEV_FULFILMENT_SECRET = 'dev-fulfilment-secret';

/**
 * FULFILMENT_SECRET: what the fulfilment system sends as `Authorization: Bearer …` with its reports (docs/returns.md),
 * at least 16 characters. Unset, a development shop (SMS outbox, like the sandbox acquirer) takes DEV_FULFILMENT_SECRET
 * and any other shop takes no reports (null), rather than one anyone could guess.
 */
export function readFulfilmentSecret(env: NodeJS.ProcessEnv): string | null {
  const secret = env.FULFILMENT_SECRET;
  if (secret) {
    if (secret.length < 16) throw new Error('FULFILMENT_SECRET must be at least 16 characters');
    return secret;
  }
  return (env.SMS_PROVIDER ?? 'outbox') === 'outbox' ? DEV_FULFILMENT_SECRET : null;
}
