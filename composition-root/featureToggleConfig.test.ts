import { describe, expect, it } from 'vitest';
import { parseFeatureToggles } from './featureToggleConfig';

describe('FEATURE_TOGGLES', () => {
  it('turns named codes on, =false off, and leaves the rest unset', () => {
    expect(parseFeatureToggles('FT7454, FT12147=false,FT13573=true')).toEqual({ FT7454: true, FT12147: false, FT13573: true });
    expect(parseFeatureToggles(undefined)).toEqual({});
    expect(parseFeatureToggles('')).toEqual({});
  });

  it('refuses a malformed entry', () => {
    expect(() => parseFeatureToggles('FT1=maybe')).toThrow(/FEATURE_TOGGLES/);
    expect(() => parseFeatureToggles('a b')).toThrow();
  });
});
