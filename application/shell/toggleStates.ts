import { isEnabled, type ToggleStates } from '../../domain/user/featureToggles';

/** The configured toggles (spec §3 Feature toggles: server-driven, unset = false). */
export interface ToggleConfiguration {
  readonly states: ToggleStates;
}

/** States of the asked toggles: each code answered true or false, unknown codes false. */
export function toggleStates(deps: ToggleConfiguration) {
  return (codes: readonly string[]): Readonly<Record<string, boolean>> => Object.fromEntries(codes.map((code) => [code, isEnabled(deps.states, code)]));
}
