/**
 * Product names «Кроссовки мужские Nike Air Zoom Pegasus 41» (noun + qualifier + gender word +
 * brand + model) and multi-sentence Russian descriptions.
 */
import type { Age, Gender } from './model';
import type { Grammar, Kind } from './leafType';
import type { Rng } from './prng';
import { sportPurpose } from './sports';
import { TECHNOLOGY_BENEFITS } from './traits';

type Forms = Readonly<Record<Grammar, string>>;

const MALE: Forms = { m: 'мужской', f: 'мужская', n: 'мужское', pl: 'мужские' };
const FEMALE: Forms = { m: 'женский', f: 'женская', n: 'женское', pl: 'женские' };
const CHILD: Forms = { m: 'детский', f: 'детская', n: 'детское', pl: 'детские' };
const MADE_FOR: Forms = { m: 'создан', f: 'создана', n: 'создано', pl: 'созданы' };

/** «мужские», «для девочек», «детский»; empty for adult unisex goods. */
function genderWord(gender: Gender, age: Age, grammar: Grammar): string {
  if (age === 'CHILD') {
    if (gender === 'MALE') return 'для мальчиков';
    if (gender === 'FEMALE') return 'для девочек';
    return CHILD[grammar];
  }
  if (gender === 'MALE') return MALE[grammar];
  if (gender === 'FEMALE') return FEMALE[grammar];
  return '';
}

export interface NameParts {
  readonly noun: string;
  readonly qualifier: string;
  readonly gender: Gender;
  readonly age: Age;
  readonly grammar: Grammar;
  readonly brand: string;
  readonly model: string;
}

export function productName(p: NameParts): string {
  return [p.noun, p.qualifier, genderWord(p.gender, p.age, p.grammar), p.brand, p.model].filter((w) => w !== '').join(' ');
}

const KIND_SENTENCES: Readonly<Record<Kind, readonly string[]>> = {
  footwear: [
    'Дышащий верх обеспечивает вентиляцию, а анатомическая стелька поддерживает стопу.',
    'Протектор подошвы дает надежное сцепление, а мягкий задник фиксирует пятку.',
    'Модель хорошо держит форму и подходит для ежедневной носки.',
  ],
  clothing: [
    'Эргономичный крой не сковывает движений.',
    'Плоские швы не натирают кожу даже при длительной носке.',
    'Ткань приятна к телу и легко переносит частые стирки.',
  ],
  equipment: [
    'Прочные материалы рассчитаны на регулярные нагрузки.',
    'Продуманная конструкция делает использование простым и безопасным.',
    'Модель проходит контроль качества и долго сохраняет свои свойства.',
  ],
};

const CLOSINGS = [
  'Перед покупкой рекомендуем свериться с таблицей размеров.',
  'Отличный выбор для начинающих и опытных спортсменов.',
  'Подойдет в качестве подарка для близких, которые любят спорт.',
  'Уход: бережная чистка или стирка при температуре не выше 30 °C.',
];

export interface DescriptionParts {
  readonly name: string;
  readonly grammar: Grammar;
  readonly kind: Kind;
  readonly brand: string;
  readonly sportCodes: readonly string[];
  readonly technologies: readonly string[];
  readonly season: string;
}

/** What a technology does, as product descriptions and the technologies' list say it; undefined for an unknown one. */
export function technologySentence(tech: string): string | undefined {
  const benefit = TECHNOLOGY_BENEFITS[tech];
  return benefit && `Технология ${tech} обеспечивает ${benefit}.`;
}

export function productDescription(rng: Rng, p: DescriptionParts): string {
  const purpose = p.sportCodes.length > 0 ? sportPurpose(rng.pick(p.sportCodes)) : 'повседневной носки и активного отдыха';
  const sentences = [`${p.name} ${MADE_FOR[p.grammar]} для ${purpose}.`];
  for (const tech of p.technologies) {
    const sentence = technologySentence(tech);
    if (sentence) sentences.push(sentence);
  }
  sentences.push(rng.pick(KIND_SENTENCES[p.kind]));
  if (p.kind !== 'equipment') sentences.push(`Сезон: ${p.season}.`);
  sentences.push(`Бренд ${p.brand} — выбор тех, кто ценит качество и комфорт.`, rng.pick(CLOSINGS));
  return sentences.join(' ');
}
