import { describe, expect, it } from 'vitest';
import { imageLoadTransition } from './imageLoad';

describe('image load (spec §4 Image load)', () => {
  it('loading ends in complete or error; a new source starts over', () => {
    expect(imageLoadTransition('loading', 'load')).toBe('complete');
    expect(imageLoadTransition('loading', 'error')).toBe('error');
    expect(imageLoadTransition('complete', 'error')).toBe('complete');
    expect(imageLoadTransition('error', 'sourceChanged')).toBe('loading');
  });
});
