import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { takeSeedMark } from './seedMark';

const SEED_MARK = 'demo_shop_services';

type Service = readonly [id: string, name: string, description: string, minutes: number, basePrice: number];

/** Workshop services of a sports shop (docs/club-looks-services.md): category → subcategory → services. */
export const DEMO_SERVICE_TREE: readonly { id: string; name: string; subcategories: readonly { id: string; name: string; services: readonly Service[] }[] }[] =
  [
    {
      id: 'lyzhi-i-snoubordy',
      name: 'Лыжи и сноуборды',
      subcategories: [
        {
          id: 'zatochka-i-smazka',
          name: 'Заточка и смазка',
          services: [
            [
              'zatochka-kantov',
              'Заточка кантов лыж или сноуборда',
              'Восстанавливаем угол и остроту кантов на станке: лыжи уверенно держат склон и на жёстком снегу.',
              40,
              1200,
            ],
            [
              'smazka-parafinom',
              'Горячая смазка парафином',
              'Очищаем скользящую поверхность и наносим парафин по температуре снега: доска скользит быстрее и служит дольше.',
              30,
              900,
            ],
            [
              'kompleksnoe-obsluzhivanie-lyzh',
              'Комплексное обслуживание лыж',
              'Ремонт скользящей поверхности, заточка кантов и смазка за один визит.',
              90,
              2900,
            ],
          ],
        },
        {
          id: 'krepleniya',
          name: 'Крепления',
          services: [
            [
              'ustanovka-krepleniy',
              'Установка креплений',
              'Сверлим и устанавливаем крепления, настраиваем усилие срабатывания по весу и уровню катания.',
              45,
              1500,
            ],
          ],
        },
      ],
    },
    {
      id: 'velosipedy',
      name: 'Велосипеды',
      subcategories: [
        {
          id: 'sborka-velosipeda',
          name: 'Сборка',
          services: [
            [
              'sborka-iz-korobki',
              'Сборка велосипеда из коробки',
              'Собираем купленный велосипед, настраиваем тормоза и переключатели, подкачиваем колёса.',
              60,
              1900,
            ],
          ],
        },
        {
          id: 'obsluzhivanie-velosipeda',
          name: 'Обслуживание',
          services: [
            [
              'sezonnoe-to',
              'Сезонное техобслуживание велосипеда',
              'Чистка и смазка цепи и каретки, регулировка тормозов, переключателей и подшипников.',
              120,
              3500,
            ],
            [
              'regulirovka-pereklyuchateley',
              'Регулировка переключателей',
              'Точная настройка переднего и заднего переключателей, замена тросиков при необходимости.',
              30,
              800,
            ],
            ['zamena-kamery', 'Замена камеры', 'Снимаем колесо, меняем камеру на новую и проверяем покрышку.', 20, 500],
          ],
        },
      ],
    },
    {
      id: 'raketki',
      name: 'Теннис и бадминтон',
      subcategories: [
        {
          id: 'natyazhka-strun',
          name: 'Натяжка струн',
          services: [
            [
              'natyazhka-tennisnoy-raketki',
              'Натяжка струн теннисной ракетки',
              'Натягиваем струны на электронном станке с нужным натяжением; струна покупается отдельно.',
              60,
              1100,
            ],
            ['natyazhka-badmintonnoy-raketki', 'Натяжка струн бадминтонной ракетки', 'Натяжка синтетической струны с натяжением от 8 до 13 кг.', 45, 800],
          ],
        },
      ],
    },
    {
      id: 'konki',
      name: 'Коньки',
      subcategories: [
        {
          id: 'zatochka-konkov',
          name: 'Заточка коньков',
          services: [
            ['zatochka-khokkeynykh-konkov', 'Заточка хоккейных коньков', 'Заточка с желобком выбранного радиуса на профессиональном станке.', 20, 500],
            ['zatochka-figurnykh-konkov', 'Заточка фигурных коньков', 'Заточка с сохранением профиля лезвия и зубцов.', 30, 700],
          ],
        },
      ],
    },
    {
      id: 'obuv-i-termoformovka',
      name: 'Термоформовка',
      subcategories: [
        {
          id: 'termoformovka',
          name: 'Термоформовка обуви',
          services: [
            [
              'termoformovka-gornolyzhnykh-botinok',
              'Термоформовка горнолыжных ботинок',
              'Прогреваем внутренник и формуем его по ноге: ботинок не давит и точно держит стопу.',
              40,
              2500,
            ],
            ['termoformovka-konkov', 'Термоформовка хоккейных коньков', 'Прогрев ботинка конька в печи и посадка по ноге.', 30, 1500],
          ],
        },
      ],
    },
  ];

/** Saint Petersburg's shops charge a tenth less; everywhere else the base price holds. */
const CITY_DISCOUNTS: readonly { cityId: string; factor: number }[] = [{ cityId: '78', factor: 0.9 }];
/** Bikes are assembled only in shops with a workshop big enough: every other shop. */
const ONLY_IN_EVERY_OTHER_SHOP = new Set(['sborka-iz-korobki']);

/** Loads the demo workshop services once (false when already there), after the shops and cities. */
export async function seedShopServices(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await takeSeedMark(tx, SEED_MARK))) return false;
    const shops = await tx.selectFrom('shop').select('id').where('kind', '=', 'SHOP').orderBy('shop_number').execute();
    const cities = new Set((await tx.selectFrom('city').select('id').execute()).map((c) => c.id));
    let position = 0;
    for (const [c, category] of DEMO_SERVICE_TREE.entries()) {
      await tx.insertInto('service_category').values({ id: category.id, name: category.name, position: c }).execute();
      for (const [s, sub] of category.subcategories.entries()) {
        await tx.insertInto('service_subcategory').values({ id: sub.id, category_id: category.id, name: sub.name, position: s }).execute();
        for (const [id, name, description, minutes, basePrice] of sub.services) {
          await tx
            .insertInto('shop_service')
            .values({ id, subcategory_id: sub.id, name, description, duration_minutes: minutes, base_price: basePrice, position: position++ })
            .execute();
          const prices = CITY_DISCOUNTS.filter((d) => cities.has(d.cityId)).map((d) => ({
            service_id: id,
            city_id: d.cityId,
            price: Math.round(basePrice * d.factor),
          }));
          if (prices.length > 0) await tx.insertInto('shop_service_price').values(prices).execute();
          const performing = shops.filter((_, i) => !ONLY_IN_EVERY_OTHER_SHOP.has(id) || i % 2 === 0);
          if (performing.length > 0)
            await tx
              .insertInto('shop_service_shop')
              .values(performing.map((shop) => ({ service_id: id, shop_id: shop.id })))
              .execute();
        }
      }
    }
    return true;
  });
}
