/** Technologies (with what they give the wearer) and the property table of a product card. */
import type { Kind, LeafType, TypeVariant } from './leafType';
import type { Rng } from './prng';

/** What each technology does, for descriptions: «Технология X обеспечивает …». */
export const TECHNOLOGY_BENEFITS: Readonly<Record<string, string>> = {
  'Air Zoom': 'упругую амортизацию и быстрый отклик',
  Boost: 'возврат энергии при каждом шаге',
  Gel: 'мягкое гашение ударных нагрузок',
  React: 'легкую и долговечную амортизацию',
  'Fresh Foam': 'мягкость и плавный перекат стопы',
  'DNA Loft': 'мягкое приземление без потери устойчивости',
  Ortholite: 'комфорт и сухость внутри обуви',
  Flyknit: 'плотную посадку и воздухопроницаемость',
  'Gore-Tex': 'защиту от влаги и ветра при сохранении воздухопроницаемости',
  Vibram: 'надежное сцепление на любой поверхности',
  Thinsulate: 'тепло без лишнего объема',
  'Omni-Heat': 'сохранение тепла за счет отражающей подкладки',
  Contagrip: 'уверенное сцепление на мокрых и скользких тропах',
  'Dri-FIT': 'быстрый отвод влаги от тела',
  AEROREADY: 'сухость и комфорт во время тренировки',
  HeatGear: 'охлаждение и отвод влаги в жаркую погоду',
  Climalite: 'отвод пота и быстрое высыхание',
  'Quick Dry': 'быстрое высыхание ткани',
  Primaloft: 'тепло даже во влажную погоду',
  DryVent: 'защиту от дождя и снега',
  Thermoball: 'тепло, сопоставимое с пухом, при малом весе',
  Texapore: 'водонепроницаемость и защиту от ветра',
  Polartec: 'тепло и воздухопроницаемость',
  Merino: 'естественную терморегуляцию благодаря шерсти мериноса',
  'Endurance+': 'стойкость ткани к хлору',
  'Thermal Bonded': 'точную траекторию полета и долговечность',
  'Graphene 360+': 'стабильность и мощность удара',
  'Air Core': 'легкость и плавное скольжение',
};

const COUNTRIES = ['Вьетнам', 'Китай', 'Индонезия', 'Камбоджа', 'Россия', 'Бангладеш', 'Турция'];
const UPPERS = ['текстиль', 'синтетический материал', 'натуральная кожа', 'искусственная кожа', 'замша'];
const SOLES = ['резина', 'ЭВА', 'термопластичная резина', 'полиуретан'];
const FASTENINGS = ['шнурки', 'липучки', 'без застежки'];
const COMPOSITIONS = ['100% полиэстер', '80% хлопок, 20% полиэстер', '92% полиамид, 8% эластан', '100% хлопок', '88% полиэстер, 12% эластан', '100% полиамид'];
const FITS = ['прямая', 'свободная', 'приталенная', 'облегающая'];
const MATERIALS = ['пластик', 'алюминий', 'сталь', 'полиуретан', 'текстиль', 'резина', 'композитный материал'];
const WARRANTIES = ['6 месяцев', '1 год', '2 года'];
const MILD_SEASONS = ['лето', 'демисезон', 'всесезон'];

export function pickTechnologies(rng: Rng, type: LeafType): string[] {
  if (type.tech.length === 0 || rng.chance(0.3)) return [];
  return rng.sample(type.tech, rng.int(1, Math.min(2, type.tech.length)));
}

export function seasonOf(rng: Rng, variant: TypeVariant): string {
  return variant.winter ? 'зима' : rng.pick(MILD_SEASONS);
}

export function buildProperties(rng: Rng, kind: Kind, season: string): { name: string; value: string }[] {
  const country = { name: 'Страна производства', value: rng.pick(COUNTRIES) };
  switch (kind) {
    case 'footwear':
      return [
        { name: 'Материал верха', value: rng.pick(UPPERS) },
        { name: 'Материал подошвы', value: rng.pick(SOLES) },
        { name: 'Тип застежки', value: rng.pick(FASTENINGS) },
        { name: 'Сезон', value: season },
        country,
      ];
    case 'clothing':
      return [{ name: 'Состав', value: rng.pick(COMPOSITIONS) }, { name: 'Посадка', value: rng.pick(FITS) }, { name: 'Сезон', value: season }, country];
    case 'equipment':
      return [{ name: 'Материал', value: rng.pick(MATERIALS) }, { name: 'Гарантия', value: rng.pick(WARRANTIES) }, country];
  }
}
