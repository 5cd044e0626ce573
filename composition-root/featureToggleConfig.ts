import type { ToggleStates } from '../domain/user/featureToggles';

/**
 * Reads FEATURE_TOGGLES: comma-separated codes, each `CODE` (on), `CODE=true` or `CODE=false`.
 * Codes not named are off (spec §3: unset = false). A malformed entry stops the start.
 */
export function parseFeatureToggles(text: string | undefined): ToggleStates {
  const states: Record<string, boolean> = {};
  for (const entry of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]+)(?:=(true|false|on|off|1|0))?$/i.exec(entry);
    if (!match) throw new Error(`FEATURE_TOGGLES: "${entry}" is not CODE, CODE=true or CODE=false`);
    const value = (match[2] ?? 'true').toLowerCase();
    states[match[1]!] = value === 'true' || value === 'on' || value === '1';
  }
  return states;
}
