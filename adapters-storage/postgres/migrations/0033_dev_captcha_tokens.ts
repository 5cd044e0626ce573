import type { Kysely } from 'kysely';
import { executeScript } from '../executeScript';

// The development captcha's tokens (docs/performance.md, Many processes): kept here, not in one process's
// memory, so a token GET /dev/captcha-token issued in one server process passes once in any of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
    create table dev_captcha_token (
      token text primary key,
      expires_at timestamptz not null
    );
    create index dev_captcha_token_expiry_idx on dev_captcha_token (expires_at);
  `,
  );
}
