import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clipLine, clipRing, type Box } from './clipToBox';

const BOX: Box = [30, 59, 31, 60];
const point = fc.tuple(fc.double({ min: 29, max: 32, noNaN: true }), fc.double({ min: 58, max: 61, noNaN: true }));

describe('clipRing', () => {
  it("cuts a ring to the box, closing it along the box's edge", () => {
    expect(
      clipRing(
        [
          [29.5, 59.5],
          [30.5, 59.5],
          [30.5, 59.8],
          [29.5, 59.8],
        ],
        BOX,
      ),
    ).toEqual([
      [30, 59.5],
      [30.5, 59.5],
      [30.5, 59.8],
      [30, 59.8],
    ]);
    expect(
      clipRing(
        [
          [30.2, 59.2],
          [30.4, 59.2],
          [30.3, 59.4],
        ],
        BOX,
      ),
    ).toEqual([
      [30.2, 59.2],
      [30.4, 59.2],
      [30.3, 59.4],
    ]);
    expect(
      clipRing(
        [
          [32, 59],
          [33, 59],
          [33, 60],
        ],
        BOX,
      ),
    ).toEqual([]);
  });

  it('keeps every point inside the box and every point of the ring that was inside', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 30 }), (ring) => {
        const clipped = clipRing(ring, BOX);
        for (const [x, y] of clipped) {
          expect(x).toBeGreaterThanOrEqual(BOX[0] - 1e-9);
          expect(x).toBeLessThanOrEqual(BOX[2] + 1e-9);
          expect(y).toBeGreaterThanOrEqual(BOX[1] - 1e-9);
          expect(y).toBeLessThanOrEqual(BOX[3] + 1e-9);
        }
        const inside = ring.filter(([x, y]) => x >= BOX[0] && x <= BOX[2] && y >= BOX[1] && y <= BOX[3]);
        for (const p of inside) expect(clipped).toContainEqual(p);
      }),
    );
  });
});

describe('clipLine', () => {
  it('keeps the pieces of a line inside the box, split where it leaves and comes back', () => {
    expect(
      clipLine(
        [
          [29.5, 59.5],
          [30.5, 59.5],
          [31.5, 59.5],
          [31.5, 59.7],
          [30.5, 59.7],
        ],
        BOX,
      ),
    ).toEqual([
      [
        [30, 59.5],
        [30.5, 59.5],
        [31, 59.5],
      ],
      [
        [31, 59.7],
        [30.5, 59.7],
      ],
    ]);
    expect(
      clipLine(
        [
          [32, 59],
          [33, 60],
        ],
        BOX,
      ),
    ).toEqual([]);
  });

  it('keeps every piece inside the box and every inner point of the line', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 30 }), (line) => {
        const pieces = clipLine(line, BOX);
        for (const piece of pieces) {
          expect(piece.length).toBeGreaterThanOrEqual(2);
          for (const [x, y] of piece) {
            expect(x).toBeGreaterThanOrEqual(BOX[0] - 1e-9);
            expect(x).toBeLessThanOrEqual(BOX[2] + 1e-9);
            expect(y).toBeGreaterThanOrEqual(BOX[1] - 1e-9);
            expect(y).toBeLessThanOrEqual(BOX[3] + 1e-9);
          }
        }
        const inside = line.filter(([x, y]) => x > BOX[0] && x < BOX[2] && y > BOX[1] && y < BOX[3]);
        for (const p of inside) expect(pieces.flat()).toContainEqual(p);
      }),
    );
  });
});
