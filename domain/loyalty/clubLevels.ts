import { BONUS_PERCENT, LEVEL_THRESHOLDS } from './loyaltyLevels';
import { LEVEL_NAMES } from './bonusAccount';

/** A rung of the club ladder as the rules page shows it. */
export interface ClubLevelRow {
  readonly level: 'STANDARD' | 'SILVER' | 'GOLD';
  readonly name: string;
  readonly percent: number;
  /** Purchases from which the level is reached, roubles. */
  readonly from: number;
  /** The last rouble amount of purchases still on this level; null on the top rung. */
  readonly to: number | null;
}

/**
 * The club ladder STANDARD → SILVER → GOLD with each level's percent and range of purchases, read from
 * the programme's constants (spec §6 Loyalty levels: 5/7/10 %, thresholds 0, 15 001, 150 001), so the
 * rules page never carries a second copy of the numbers.
 */
export function clubLevels(): readonly ClubLevelRow[] {
  return LEVEL_THRESHOLDS.map((t, i) => {
    const next = LEVEL_THRESHOLDS[i + 1];
    return { level: t.level, name: LEVEL_NAMES[t.level], percent: BONUS_PERCENT[t.level]!, from: t.from, to: next ? next.from - 1 : null };
  });
}
