import full from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../country/country';
import ours from './phoneMetadata.json';

describe('the numbering plans the shop carries', () => {
  it("are the phone library's own for the seven markets, no more, no less", () => {
    const regions: string[] = COUNTRY_CODES.map((c) => COUNTRIES[c].isoRegion);
    const countries = full.countries as Record<string, unknown>;
    const callingCodes = Object.fromEntries(
      Object.entries(full.country_calling_codes as Record<string, string[]>)
        .map(([code, owners]) => [code, owners.filter((r) => regions.includes(r))] as const)
        .filter(([, owners]) => owners.length > 0),
    );
    // After upgrading libphonenumber-js, regenerate phoneMetadata.json with exactly this cut.
    expect(ours).toEqual({
      version: full.version,
      country_calling_codes: callingCodes,
      countries: Object.fromEntries(regions.map((r) => [r, countries[r]])),
      nonGeographic: {},
    });
  });
});
