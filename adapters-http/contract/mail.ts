import * as t from 'io-ts';

/** Query of GET /dev/mail-outbox: the recipient's address. */
export const MailOutboxQuery = t.type({ to: t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= 254, 'Address') });

/** One letter the development outbox holds, newest first. */
export const MailOutboxEntry = t.type({ to: t.string, subject: t.string, text: t.string, html: t.string, sentAt: t.string });
export type MailOutboxEntry = t.TypeOf<typeof MailOutboxEntry>;
