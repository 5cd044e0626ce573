import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './pageType';

describe('page types of the club, look zone and service pages (spec §2 Page types)', () => {
  it('names them club program, kit list, kit and services', () => {
    expect(pageTypeOf('/clubpro/rules/', {})).toBe('CLUB_PROGRAM');
    expect(pageTypeOf('/lookzone/', {})).toBe('KIT_LIST');
    expect(pageTypeOf('/lookzone/catalog/508/', {})).toBe('KIT_LIST');
    expect(pageTypeOf('/lookzone/beg-muzhchinam/', {})).toBe('KIT');
    expect(pageTypeOf('/service/', {})).toBe('SERVICES');
    expect(pageTypeOf('/services/konki/zatochka-konkov/', {})).toBe('SERVICES');
    expect(pageTypeOf('/service/zatochka-kantov/', {})).toBe('SERVICES');
  });
});
