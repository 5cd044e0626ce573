import { BONUS_CREDIT_DELAY_DAYS, BONUS_VALIDITY_DAYS } from '../../domain/loyalty/bonusTerms';
/** The club programme's sections under /clubpro/{pathName}/ (spec §2); any other pathName is the 404 page. */
export const CLUB_SECTIONS = [
  { pathName: 'rules', label: 'Правила', title: 'Правила клубной программы' },
  { pathName: 'levels', label: 'Уровни', title: 'Уровни клубной программы' },
  { pathName: 'faq', label: 'Вопросы и ответы', title: 'Вопросы и ответы о клубной программе' },
] as const;

export type ClubSection = (typeof CLUB_SECTIONS)[number];

export const clubSection = (pathName: string): ClubSection | undefined => CLUB_SECTIONS.find((s) => s.pathName === pathName);

/** Terms the shop sets where the spec is silent (docs/club-looks-services.md). */
export const CLUB_TERMS = {
  /** Days after an order is received before its bonuses are credited: the return period. */
  creditAfterDays: BONUS_CREDIT_DELAY_DAYS,
  /** Days a credited bonus stays valid. */
  validDays: BONUS_VALIDITY_DAYS,
} as const;
