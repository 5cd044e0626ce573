import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { photoFormatOf, photoIdsAcceptable } from './reviewPhotos';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const MAGIC = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0]),
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]),
  webp: bytes('RIFF', [1, 2, 3, 4], 'WEBP'),
} as const;

describe('review photos (issue 5)', () => {
  it('tells JPEG, PNG and WebP by their first bytes, nothing else', () => {
    for (const [format, magic] of Object.entries(MAGIC)) expect(photoFormatOf(magic)).toBe(format);
    for (const other of [bytes('GIF89a'), bytes('Это не фото'), bytes('RIFF', [0, 0, 0, 0], 'WAVE'), bytes([0xff, 0xd8]), new Uint8Array()])
      expect(photoFormatOf(other)).toBeNull();
  });

  it('reads only the magic: whatever follows it, the format stays; bytes without one are refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(MAGIC) as (keyof typeof MAGIC)[])), fc.uint8Array({ maxLength: 64 }), (format, tail) => {
        expect(photoFormatOf(new Uint8Array([...MAGIC[format], ...tail]))).toBe(format);
      }),
    );
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }).filter((b) => b[0] !== 0xff && b[0] !== 0x89 && b[0] !== 0x52),
        (b) => {
          expect(photoFormatOf(b)).toBeNull();
        },
      ),
    );
  });

  it('takes at most five photo ids, none twice', () => {
    expect(photoIdsAcceptable([])).toBe(true);
    expect(photoIdsAcceptable(['a', 'b', 'c', 'd', 'e'])).toBe(true);
    expect(photoIdsAcceptable(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(false);
    expect(photoIdsAcceptable(['a', 'a'])).toBe(false);
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 10 }), (ids) => {
        expect(photoIdsAcceptable(ids)).toBe(ids.length <= 5);
      }),
    );
  });
});
