import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeCells, nextCodeFocus } from './codeInput';

describe('code input (spec §5)', () => {
  it('keeps digits only, one per cell', () => {
    expect(codeCells('1a2 3-4', 4)).toEqual(['1', '2', '3', '4']);
    expect(codeCells('123456', 4)).toEqual(['1', '2', '3', '4']);
    fc.assert(
      fc.property(fc.string(), fc.nat(8), (s, n) => {
        const cells = codeCells(s, n);
        expect(cells.length).toBeLessThanOrEqual(n);
        expect(cells.every((c) => /^\d$/.test(c))).toBe(true);
      }),
    );
  });

  it('moves focus with backspace and arrows within bounds', () => {
    expect(nextCodeFocus(2, 'Backspace', true, 4)).toBe(1);
    expect(nextCodeFocus(2, 'Backspace', false, 4)).toBe(2);
    expect(nextCodeFocus(0, 'ArrowLeft', false, 4)).toBe(0);
    expect(nextCodeFocus(3, 'ArrowRight', false, 4)).toBe(3);
  });
});
