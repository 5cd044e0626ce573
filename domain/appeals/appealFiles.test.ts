import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPEAL_FILE_LIMITS, appealFileIdsAcceptable, appealFileKindOf, appealFileName } from './appealFiles';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('appeal files (spec §7 POST /profiles/appeals/files)', () => {
  it('tells photos and PDF by their bytes, not their names', () => {
    expect(appealFileKindOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image');
    expect(appealFileKindOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image');
    expect(appealFileKindOf(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(appealFileKindOf(bytes('%PDX-1.7'))).toBeNull();
    expect(appealFileKindOf(bytes('<html>'))).toBeNull();
    expect(appealFileKindOf(new Uint8Array())).toBeNull();
  });

  it('takes at most three files, none twice', () => {
    expect(appealFileIdsAcceptable(['a', 'b', 'c'])).toBe(true);
    expect(appealFileIdsAcceptable(['a', 'b', 'c', 'd'])).toBe(false);
    expect(appealFileIdsAcceptable(['a', 'a'])).toBe(false);
  });

  it('keeps the last part of a name, safe and short, with its extension', () => {
    expect(appealFileName('C:\\Users\\me\\чек.pdf', 'pdf')).toBe('чек.pdf');
    expect(appealFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(appealFileName('  ', 'image')).toBe('фото.jpg');
    expect(appealFileName('a"b\u0007.jpg', 'image')).toBe('ab.jpg');
    expect(appealFileName(`${'я'.repeat(150)}.pdf`, 'pdf')).toBe(`${'я'.repeat(96)}.pdf`);
  });

  it('names a file with no name of its own by its kind', () => {
    for (const sent of ['', '.', 'uploads/..', 'C:\\']) expect(appealFileName(sent, 'pdf')).toBe('документ.pdf');
    expect(appealFileName('..', 'image')).toBe('фото.jpg');
  });

  it('cuts a long name to 100 characters, keeping an extension of up to ten characters with its dot', () => {
    const hundred = `${'я'.repeat(96)}.pdf`;
    expect(appealFileName(hundred, 'pdf')).toBe(hundred);
    expect(appealFileName(`я${hundred}`, 'pdf')).toBe(hundred);
    expect(appealFileName('я'.repeat(150), 'pdf')).toBe('я'.repeat(100));
    expect(appealFileName(`${'a'.repeat(120)}.${'b'.repeat(9)}`, 'pdf')).toBe(`${'a'.repeat(90)}.${'b'.repeat(9)}`);
    expect(appealFileName(`${'a'.repeat(120)}.${'b'.repeat(10)}`, 'pdf')).toBe('a'.repeat(100));
    expect(appealFileName(`.${'a'.repeat(120)}`, 'pdf')).toBe(`.${'a'.repeat(99)}`);
  });

  it('keeps names safe and short whatever is sent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('image' as const, 'pdf' as const), (name, kind) => {
        const kept = appealFileName(name, kind);
        expect(Array.from(kept).length).toBeLessThanOrEqual(APPEAL_FILE_LIMITS.maxNameLength);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a kept name must not hold
        expect(kept).not.toMatch(/[\\/"\u0000-\u001f]/);
        expect(kept.length).toBeGreaterThan(0);
      }),
    );
  });
});
