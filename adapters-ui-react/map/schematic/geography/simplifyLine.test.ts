import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { simplifyLine } from './simplifyLine';

const point = fc.tuple(fc.double({ min: 37.3, max: 37.9, noNaN: true }), fc.double({ min: 55.5, max: 56, noNaN: true }));
const METRES_PER_DEGREE = 111_320;

/** Metres from p to the nearest segment of a line (locally flat, as the rule measures). */
function metresFromLine(p: readonly [number, number], line: readonly (readonly [number, number])[]): number {
  const k = Math.cos((line[0]![1] * Math.PI) / 180);
  return Math.min(
    ...line.slice(1).map((b, i) => {
      const a = line[i]!;
      const [dx, dy] = [(b[0] - a[0]) * k, b[1] - a[1]];
      const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * k * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
      return Math.hypot((p[0] - a[0]) * k - t * dx, p[1] - a[1] - t * dy) * METRES_PER_DEGREE;
    }),
  );
}

describe('simplifyLine', () => {
  it('drops the points of a straight stretch and keeps a bend', () => {
    expect(
      simplifyLine(
        [
          [37.5, 55.7],
          [37.55, 55.7],
          [37.6, 55.7],
        ],
        10,
      ),
    ).toEqual([
      [37.5, 55.7],
      [37.6, 55.7],
    ]);
    expect(
      simplifyLine(
        [
          [37.5, 55.7],
          [37.55, 55.71],
          [37.6, 55.7],
        ],
        10,
      ),
    ).toEqual([
      [37.5, 55.7],
      [37.55, 55.71],
      [37.6, 55.7],
    ]);
  });

  it('keeps the ends, keeps points in order and strays from no original point by more than the tolerance (to the 1 % the flat measure differs across a line)', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 40 }), fc.integer({ min: 1, max: 200 }), (line, metres) => {
        const simple = simplifyLine(line, metres);
        expect(simple[0]).toEqual(line[0]);
        expect(simple[simple.length - 1]).toEqual(line[line.length - 1]);
        const positions = simple.map((p) => line.indexOf(p as [number, number]));
        expect(positions.every((at, i) => at >= 0 && (i === 0 || at > positions[i - 1]!))).toBe(true);
        for (const p of line) expect(metresFromLine(p, simple)).toBeLessThanOrEqual(metres * 1.01 + 1e-6);
      }),
    );
  });
});
