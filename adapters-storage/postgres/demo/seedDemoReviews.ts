import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { takeSeedMark } from './seedMark';
import { hashString, mixSeed } from '../../demo/catalogue/prng';

const SEED_MARK = 'demo_reviews';
/** Products that get written reviews: the first ones with a rating, so seeding stays quick at 100,000 products. */
const PRODUCTS_WITH_TEXTS = 300;
const DAY_MS = 86_400_000;
const NEWEST = Date.UTC(2026, 9, 1);

const AUTHORS = ['Анна', 'Дмитрий', 'Екатерина', 'Сергей', 'Ольга', 'Максим', 'Наталья', 'Игорь', 'Мария', 'Алексей', 'Татьяна', 'Павел'];
const PRAISE = [
  'Очень удобные, ношу каждый день уже месяц.',
  'Размер соответствует, взял свой обычный и не ошибся.',
  'Качество отличное, швы ровные, ничего не торчит.',
  'Лёгкие и хорошо сидят, в зале то, что нужно.',
  'Брал в подарок мужу — доволен, носит с удовольствием.',
  'Цвет как на фото, материал приятный на ощупь.',
];
const CRITIQUE = [
  'Немного маломерят, советую брать на полразмера больше.',
  'После пары стирок появились катышки, но в целом нормально.',
  'Доставка задержалась на день, а сам товар хороший.',
  'Для бега на длинные дистанции жестковаты.',
  'Хотелось бы больше расцветок.',
];
const QUESTIONS = [
  ['Подойдёт ли для зимы?', 'Модель рассчитана на межсезонье; для морозов советуем утеплённые модели из той же линейки.'],
  ['Есть ли размер побольше?', 'Вся доступная размерная сетка показана на странице товара; новые поставки появятся в выборе размера.'],
  ['Можно ли стирать в машинке?', 'Да, в деликатном режиме при 30 °C, без отжима на высоких оборотах.'],
] as const;

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length]!;
/** The stars of the n-th of a product's ratings, counted from one star up: a written review is one of them. */
const starOf = (counts: readonly number[], n: number): number => {
  let seen = 0;
  const index = counts.findIndex((c) => {
    seen += c;
    return seen > n;
  });
  return index + 1;
};
const uuidOf = (kind: number, n: number, i: number): string => {
  const hex = (v: number) => v.toString(16).padStart(8, '0');
  const a = hex(mixSeed(kind, n, i, 1));
  const b = hex(mixSeed(kind, n, i, 2));
  const c = hex(mixSeed(kind, n, i, 3));
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-8${c.slice(1, 4)}-${c}${hex(mixSeed(kind, n, i, 4)).slice(0, 4)}`;
};

/**
 * Loads written demo reviews and answered questions once (false when already there), the same on every
 * run. A product's rating and review count stay the shop's totals, which also count ratings left
 * without a text; new reviews are added to them (postgresReviewRepository.addReview).
 */
export async function seedDemoReviews(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await takeSeedMark(tx, SEED_MARK))) return false;
    const products = await tx
      .selectFrom('product')
      .select(['product_id', 'rating_counts', 'reviews_count'])
      .where('reviews_count', '>', 0)
      .orderBy('product_id')
      .limit(PRODUCTS_WITH_TEXTS)
      .execute();
    const reviews = products.flatMap((p, n) => {
      const seed = hashString(p.product_id);
      return Array.from({ length: Math.min(p.reviews_count, 1 + (seed % 5)) }, (_, i) => {
        const s = mixSeed(seed, i);
        const rating = starOf(p.rating_counts, s % p.reviews_count);
        const body = rating >= 4 ? `${pick(PRAISE, s)} ${pick(PRAISE, s >>> 8)}` : `${pick(CRITIQUE, s)} ${pick(PRAISE, s >>> 8)}`;
        return {
          id: uuidOf(1, n, i),
          product_id: p.product_id,
          customer_id: null,
          author: pick(AUTHORS, s >>> 4),
          is_anonymous: s % 7 === 0,
          body: body.replace(/^(.*?)\s\1$/, '$1'),
          rating,
          photo_ids: [],
          likes: s % 13,
          dislikes: s % 3,
          created_at: new Date(NEWEST - (s % 365) * DAY_MS),
        };
      });
    });
    const questions = products.flatMap((p, n) => {
      const seed = hashString(p.product_id);
      return Array.from({ length: seed % 3 }, (_, i) => {
        const [body, answer] = pick(QUESTIONS, mixSeed(seed, i, 7));
        return {
          id: uuidOf(2, n, i),
          product_id: p.product_id,
          customer_id: null,
          author: pick(AUTHORS, mixSeed(seed, i)),
          is_anonymous: false,
          body,
          answer,
          created_at: new Date(NEWEST - (mixSeed(seed, i) % 200) * DAY_MS),
        };
      });
    });
    for (let i = 0; i < reviews.length; i += 500)
      await tx
        .insertInto('product_review')
        .values(reviews.slice(i, i + 500))
        .execute();
    for (let i = 0; i < questions.length; i += 500)
      await tx
        .insertInto('product_question')
        .values(questions.slice(i, i + 500))
        .execute();
    return true;
  });
}
