import { newCart } from '../../application/cart/CartRepository';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import type { AuthUseCases } from '../../adapters-http/server/authDeps';
import type { Database } from '../../adapters-storage/postgres/schema';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';
import { testShopConfig } from '../../test-fixtures/testShop';
import { AUTH } from './modules/authModule';
import { CORE } from './modules/coreModule';
import { PHONE_CODES } from './modules/phoneCodeModule';
import { serverContainer } from './serverContainer';

const kinds = await testDatabaseKinds();
const START = new Date('2026-03-01T10:00:00Z');

describe.each(kinds)('phone sign-in on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let now = START;
  let nextCode = '123456';
  let auth: AuthUseCases;
  let smsOutbox: (phone: string) => Promise<readonly { readonly text: string }[]>;
  let phoneCounter = 0;
  const limits = { windowMs: 3_600_000, codesPerPhone: 5, codesPerAddress: 100, phonesPerAddress: 3 };
  beforeAll(async () => {
    ({ db, drop } = await kind.create(20));
    const container = serverContainer(
      testShopConfig(db, tmpdir(), { sessionSecret: 'secret', auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined, sendLimits: limits } }),
    );
    // The test's own time and codes: the Clock and CodeGenerator ports rebound, every other port the shop's.
    container.rebind(CORE.clock).toConstantValue({ now: () => now });
    container.rebind(PHONE_CODES.generator).toConstantValue({ code: () => nextCode });
    auth = container.get(AUTH.useCases);
    smsOutbox = container.get(PHONE_CODES.smsOutbox)!.read;
  });
  afterAll(() => drop());
  beforeEach(() => {
    now = new Date(now.getTime() + 2 * 3_600_000);
    nextCode = '123456';
  });

  const freshPhone = () => `+7912${String(10_000_000 + phoneCounter++).slice(1)}`;
  const ask = (sessionId: string, phone: string, extra: Partial<{ additional: boolean; clientAddress: string; signedIn: boolean }> = {}) =>
    auth.requestSignInCode({
      sessionId,
      phone,
      country: 'ru',
      typeChannel: 'SMS',
      clientAddress: `addr-${phone}`,
      additional: false,
      signedIn: false,
      ...extra,
    });
  const exchange = (sessionId: string, phone: string, code: string) =>
    auth.exchangeSignInCode({ sessionId, phone, country: 'ru', code, signedIn: false, clientAddress: `addr-${phone}` });
  const reason = (r: E.Either<{ _tag: string }, unknown>) => (E.isLeft(r) ? r.left._tag : 'OK');

  it('sends the code by SMS and stores only its hash', async () => {
    const phone = freshPhone();
    expect(reason(await ask('s-hash', phone))).toBe('OK');
    expect((await smsOutbox(phone))[0]!.text).toContain('123456');
    const row = await db.selectFrom('auth_code').select('code_hash').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain('123456');
  });

  it("sends the code to the country a typed +<code> names, and reads a phone without one in the visitor's market (issue 14)", async () => {
    expect(reason(await ask('s-dk', '+45 20 12 34 56'))).toBe('OK');
    expect((await smsOutbox('+4520123456'))[0]!.text).toContain('123456');
    expect(await smsOutbox('+74520123456')).toEqual([]);
    const exchanged = await auth.exchangeSignInCode({
      sessionId: 's-dk',
      phone: '+45 20 12 34 56',
      country: 'ru',
      code: '123456',
      signedIn: false,
      clientAddress: 'addr-dk',
    });
    expect(E.isRight(exchanged) && exchanged.right.customer.phone).toBe('+4520123456');
    expect(
      reason(
        await auth.requestSignInCode({
          sessionId: 's-dk2',
          phone: '20 12 34 57',
          country: 'dk',
          typeChannel: 'SMS',
          clientAddress: 'addr-dk2',
          additional: false,
          signedIn: false,
        }),
      ),
    ).toBe('OK');
    expect(await smsOutbox('+4520123457')).toHaveLength(1);
    expect(reason(await ask('s-dk3', '20 12 34 58'))).toBe('INCORRECT_PHONE');
  });

  it('lets a code work once: a new phone registers, the same code again fails', async () => {
    const phone = freshPhone();
    await ask('s-once', phone);
    const first = await exchange('s-once', phone, '123456');
    expect(E.isRight(first) && first.right.step).toBe('REGISTRATION');
    expect(E.isRight(first) && first.right.sessionId).not.toBe('s-once');
    expect(reason(await exchange('s-once', phone, '123456'))).toBe('INCORRECT_CODE');
  });

  it('lets a code expire after 10 minutes (Clock port)', async () => {
    const phone = freshPhone();
    await ask('s-expire', phone);
    now = new Date(now.getTime() + 10 * 60_000 + 1);
    expect(reason(await exchange('s-expire', phone, '123456'))).toBe('INCORRECT_CODE');
  });

  it('accepts a code just before it expires', async () => {
    const phone = freshPhone();
    await ask('s-in-time', phone);
    now = new Date(now.getTime() + 10 * 60_000 - 1);
    expect(reason(await exchange('s-in-time', phone, '123456'))).toBe('OK');
  });

  it('binds a code to the sign-in that asked for it', async () => {
    const phone = freshPhone();
    await ask('s-mine', phone);
    expect(reason(await exchange('s-other', phone, '123456'))).toBe('INCORRECT_CODE');
    expect(reason(await exchange('s-mine', phone, '123456'))).toBe('OK');
  });

  it('counts 20 parallel wrong guesses, all of them, and then blocks the phone', async () => {
    const phone = freshPhone();
    await ask('s-guess', phone);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => exchange('s-guess', phone, String(200_000 + i))));
    const row = await db.selectFrom('auth_code').select('attempts').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(20);
    expect(answers.filter((a) => reason(a) === 'INCORRECT_CODE')).toHaveLength(4);
    expect(answers.filter((a) => reason(a) === 'TEMPORARILY_BLOCKED')).toHaveLength(16);
    expect(reason(await exchange('s-guess', phone, '123456'))).toBe('TEMPORARILY_BLOCKED');
    now = new Date(now.getTime() + 5 * 60_000);
    expect(reason(await ask('s-guess-2', phone))).toBe('TEMPORARILY_BLOCKED');
  });

  it('limits sending: ALREADY_SENT, TIME_LIMIT on an early resend, a resend after a minute, TIME_LIMIT after 5 an hour', async () => {
    const phone = freshPhone();
    expect(reason(await ask('s-rate', phone))).toBe('OK');
    expect(reason(await ask('s-rate', phone))).toBe('ALREADY_SENT');
    expect(reason(await ask('s-rate', phone, { additional: true }))).toBe('TIME_LIMIT');
    for (let i = 0; i < 4; i++) {
      now = new Date(now.getTime() + 61_000);
      nextCode = `65432${i}`;
      expect(reason(await ask('s-rate', phone, { additional: true }))).toBe('OK');
    }
    now = new Date(now.getTime() + 61_000);
    expect(reason(await ask('s-rate', phone, { additional: true }))).toBe('TIME_LIMIT');
    expect(reason(await exchange('s-rate', phone, '654323'))).toBe('OK');
  });

  it('asks for a captcha when one address asks codes for many phones', async () => {
    const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    const answers = [];
    for (const phone of phones) answers.push(reason(await ask(`s-${phone}`, phone, { clientAddress: 'one-address' })));
    expect(answers).toEqual(['OK', 'OK', 'OK', 'NEED_CAPTCHA']);
  });

  it('refuses a phone off the masks, another channel, a resend without a code, a signed-in visitor', async () => {
    expect(reason(await ask('s-bad', '+7 812 123'))).toBe('INCORRECT_PHONE');
    expect(
      reason(
        await auth.requestSignInCode({
          sessionId: 's',
          phone: freshPhone(),
          country: 'ru',
          typeChannel: 'PIGEON',
          clientAddress: 'a',
          additional: false,
          signedIn: false,
        }),
      ),
    ).toBe('INCORRECT_COMMUNICATION_CHANNEL');
    expect(reason(await ask('s-none', freshPhone(), { additional: true }))).toBe('INCORRECT_FLOW');
    expect(reason(await ask('s-in', freshPhone(), { signedIn: true }))).toBe('ALREADY_AUTHORIZED');
  });

  it('moves the anonymous cart into the customer’s at sign-in, adding up the same size', async () => {
    const carts = postgresCartRepository(db);
    const [a, b] = [...generateCatalogue({ productCount: 20 }).products()].slice(0, 2).map((p) => ({ productId: p.productId, wareId: p.sizes[0]!.wareId }));
    const phone = freshPhone();
    await ask('s-cart-1', phone);
    const first = await exchange('s-cart-1', phone, '123456');
    const customerId = E.isRight(first) ? first.right.customer.id : '';
    await carts.save({ ...newCart(crypto.randomUUID(), `customer:${customerId}`), lines: [{ ...a!, quantity: 1, selected: true, deleted: false }] });
    await carts.save({
      ...newCart(crypto.randomUUID(), 'session:s-cart-2'),
      lines: [
        { ...a!, quantity: 2, selected: true, deleted: false },
        { ...b!, quantity: 1, selected: true, deleted: false },
      ],
    });
    now = new Date(now.getTime() + 61_000);
    await ask('s-cart-2', phone);
    const second = await exchange('s-cart-2', phone, '123456');
    expect(E.isRight(second) && second.right.step).toBe('REGISTRATION');
    const merged = await carts.findByOwner(`customer:${customerId}`);
    expect(merged?.lines.map((l) => [l.wareId, l.quantity])).toEqual([
      [a!.wareId, 3],
      [b!.wareId, 1],
    ]);
    expect((await carts.findByOwner('session:s-cart-2'))?.lines).toEqual([]);
  });

  it('signs out of every device: all the customer’s sessions are revoked', async () => {
    const phone = freshPhone();
    await ask('s-dev-1', phone);
    const one = await exchange('s-dev-1', phone, '123456');
    now = new Date(now.getTime() + 61_000);
    await ask('s-dev-2', phone);
    const two = await exchange('s-dev-2', phone, '123456');
    if (E.isLeft(one) || E.isLeft(two)) throw new Error('sign-in failed');
    const viewer = await auth.resolveSession(one.right.sessionId);
    expect(viewer?.customerId).toBe(one.right.customer.id);
    await auth.signOut(viewer!, true);
    expect(await auth.resolveSession(one.right.sessionId)).toBeUndefined();
    expect(await auth.resolveSession(two.right.sessionId)).toBeUndefined();
  });
});
