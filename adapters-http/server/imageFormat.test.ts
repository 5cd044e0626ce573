import { describe, expect, it } from 'vitest';
import { imageFormatFor } from './imageFormat';

describe('imageFormatFor', () => {
  it('picks AVIF, then WebP, by what the browser names, else the drawing', () => {
    expect(imageFormatFor('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(imageFormatFor('image/webp,*/*')).toBe('webp');
    expect(imageFormatFor('image/png, image/svg+xml;q=0.9, */*;q=0.5')).toBe('svg');
    expect(imageFormatFor('*/*')).toBe('svg');
    expect(imageFormatFor(undefined)).toBe('svg');
  });
});
