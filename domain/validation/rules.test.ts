import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { between, check, firstError, maxLength, minLength, noDiscord, oneOf, pattern, required } from './rules';

const tag = (r: E.Either<{ _tag: string }, unknown>) => (E.isLeft(r) ? r.left._tag : 'ok');

describe('field rules (spec §5)', () => {
  it('required fails on blank only', () => {
    expect(tag(required(''))).toBe('required');
    expect(tag(required('   '))).toBe('required');
    expect(tag(required('a'))).toBe('ok');
  });

  it('min and max count trimmed characters; empty passes min', () => {
    expect(minLength(2)('а')).toEqual(E.left({ _tag: 'min', length: 2 }));
    expect(tag(minLength(2)(''))).toBe('ok');
    expect(maxLength(3)('abcd')).toEqual(E.left({ _tag: 'max', length: 3 }));
    fc.assert(
      fc.property(fc.string(), fc.nat(10), (s, n) => {
        expect(E.isRight(maxLength(n)(s))).toBe(Array.from(s.trim()).length <= n);
      }),
    );
  });

  it('oneOf, between, pattern', () => {
    expect(tag(oneOf(['S', 'M'])('L'))).toBe('oneOf');
    expect(tag(oneOf(['S', 'M'])('M'))).toBe('ok');
    expect(between(1, 5)(6)).toEqual(E.left({ _tag: 'between', min: 1, max: 5 }));
    expect(tag(between(1, 5)(1))).toBe('ok');
    expect(tag(pattern(/^\d+$/, 'format')('12a'))).toBe('format');
    expect(tag(pattern(/^\d+$/)('12a'))).toBe('regex');
  });

  it('discord rejects doubled separators and separators at the ends', () => {
    for (const bad of ['Анна--Мария', "О''Нил", '-Анна', 'Анна-', "Анна - 'Мария"]) expect(tag(noDiscord(bad))).toBe('discord');
    for (const good of ['Анна-Мария', "О'Нил", 'Анна Мария']) expect(tag(noDiscord(good))).toBe('ok');
  });

  it('check stops at the first failing rule', () => {
    expect(firstError('', [required, minLength(2)])).toEqual({ _tag: 'required' });
    expect(firstError('a', [required, minLength(2)])).toEqual({ _tag: 'min', length: 2 });
    expect(check('ab', [required, minLength(2)])).toEqual(E.right('ab'));
  });
});
