/** Feature toggles named by the spec (spec §3 Feature toggles). */
export const KNOWN_TOGGLES = [
  'FT6420',
  'FT7454',
  'FT10399',
  'FT12147',
  'FT12540',
  'FT13573',
  'FT11607',
  'FT12528',
  'FT9519',
  'sm_site_cart_fast_checkout',
  'sm_site_egc_authorized_only',
] as const;

/** Toggle states as the server sent them (spec §3 Feature toggles). */
export type ToggleStates = Readonly<Record<string, boolean | null | undefined>>;

/** A toggle is on only when the server says so; unset means false (spec §3 Feature toggles). */
export function isEnabled(states: ToggleStates, code: string): boolean {
  return states[code] === true;
}
