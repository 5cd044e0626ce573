/** Sports of the demo catalogue, with url codes like the real shop's /catalog/vidy_sporta_/ pages. */
import type { DemoSport } from './model';

interface SportRow {
  readonly code: string;
  readonly name: string;
  /** Genitive phrase used in descriptions: «создана для …». */
  readonly purpose: string;
}

const SPORT_ROWS: readonly SportRow[] = [
  { code: 'beg', name: 'Бег', purpose: 'бега по асфальту и стадиону' },
  { code: 'futbol', name: 'Футбол', purpose: 'игры в футбол' },
  { code: 'basketbol', name: 'Баскетбол', purpose: 'игры в баскетбол' },
  { code: 'tennis', name: 'Теннис', purpose: 'игры в теннис' },
  { code: 'plavanie', name: 'Плавание', purpose: 'плавания в бассейне и открытой воде' },
  { code: 'fitnes', name: 'Фитнес', purpose: 'фитнес-тренировок в зале и дома' },
  { code: 'yoga', name: 'Йога', purpose: 'занятий йогой и пилатесом' },
  { code: 'lyzhi', name: 'Лыжи', purpose: 'катания на лыжах' },
  { code: 'snoubord', name: 'Сноуборд', purpose: 'катания на сноуборде' },
  { code: 'khokkey', name: 'Хоккей', purpose: 'игры в хоккей' },
  { code: 'velosport', name: 'Велоспорт', purpose: 'велопрогулок и тренировок' },
  { code: 'turizm', name: 'Туризм', purpose: 'походов и прогулок на природе' },
  { code: 'voleybol', name: 'Волейбол', purpose: 'игры в волейбол' },
  { code: 'boks', name: 'Бокс', purpose: 'занятий боксом' },
  { code: 'edinoborstva', name: 'Единоборства', purpose: 'тренировок по единоборствам' },
  { code: 'katanie_na_konkakh', name: 'Катание на коньках', purpose: 'катания на коньках' },
  { code: 'samokaty', name: 'Самокаты', purpose: 'катания на самокате по городу' },
  { code: 'roliki', name: 'Ролики', purpose: 'катания на роликах' },
];

export const SPORTS: readonly DemoSport[] = SPORT_ROWS.map((row, i) => ({
  id: String(501 + i),
  name: row.name,
  urlCode: row.code,
}));

const BY_CODE = new Map(SPORT_ROWS.map((row, i) => [row.code, { sport: SPORTS[i] as DemoSport, purpose: row.purpose }]));

function entry(code: string): { sport: DemoSport; purpose: string } {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`unknown sport code ${code}`);
  return found;
}

export function sportByCode(code: string): DemoSport {
  return entry(code).sport;
}

/** «бега по асфальту и стадиону» for 'beg'. */
export function sportPurpose(code: string): string {
  return entry(code).purpose;
}
