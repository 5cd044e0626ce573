/**
 * Which drawing a product gets: the first rule whose words occur in its leaf category's slug or its name
 * («Мяч волейбольный …», «Лыжи беговые …»), else the section's everyday type.
 */
import type { DemoCategory, DemoProduct } from '../../demo/catalogue/model';
import type { ProductImageKind } from './drawings';

const RULES: readonly (readonly [RegExp, ProductImageKind])[] = [
  [/formy|(^| )форма/, 'team-kit'],
  [/шорты для плавания/, 'swim-trunks'],
  [/plavki|плавки/, 'swim-briefs'],
  [/noski|носки/, 'socks'],
  [/shapki|шапк/, 'beanie'],
  [/защита (голени|хоккейная)|щитк/, 'shin-guards'],
  [/zashchita|защита/, 'knee-pads'],
  [/шлем хоккейный/, 'hockey-helmet'],
  [/шлем горнолыжный/, 'ski-helmet'],
  [/shlemy|шлем/, 'helmet'],
  [/skakalki|скакалк/, 'jump-rope'],
  [/roliki|ролик/, 'inline-skates'],
  [/трейлраннинг/, 'trail-shoe'],
  [/krossovki|кроссовк/, 'running-shoe'],
  [/кеды высокие/, 'high-top'],
  [/kedy|кеды/, 'court-shoe'],
  [/бутсы для зала/, 'indoor-boot'],
  [/butsy|бутс/, 'football-boot'],
  [/сапоги резиновые/, 'rubber-boot'],
  [/sapogi|сапог/, 'winter-boot'],
  [/botinki|ботинк/, 'hiking-boot'],
  [/shlepantsy|шлепан|сланц/, 'slide'],
  [/игровая|джерси/, 'jersey'],
  [/futbolki|футболк/, 't-shirt'],
  [/термобель\S* низ/, 'base-bottom'],
  [/termobele|термобел/, 'base-top'],
  [/пуховая|утепленная/, 'puffer'],
  [/горнолыжная/, 'ski-jacket'],
  [/kurtki|куртк/, 'jacket'],
  [/флисовая/, 'fleece'],
  [/tolstovki|толстовк/, 'hoodie'],
  [/горнолыжные|утепленные брюки|брюки утепленные/, 'ski-trousers'],
  [/bryuki|брюки/, 'trousers'],
  [/пляжные/, 'swim-shorts'],
  [/shorty|шорты/, 'shorts'],
  [/kostyumy|костюм/, 'tracksuit'],
  [/legginsy|леггинс|лосин/, 'leggings'],
  [/topy|(^| )топ/, 'sports-bra'],
  [/kupalniki|купальник/, 'swimsuit'],
  [/kombinezony|комбинезон/, 'snowsuit'],
  [/волейбольный/, 'volleyball'],
  [/баскетбольный/, 'basketball'],
  [/myachi|мяч/, 'football'],
  [/ryukzaki|рюкзак/, 'backpack'],
  [/ganteli|гантел/, 'dumbbell'],
  [/гир[яи]/, 'kettlebell'],
  [/kovriki|коврик/, 'yoga-mat'],
  [/шоссейный/, 'road-bike'],
  [/городской велосипед|велосипед городской/, 'city-bike'],
  [/velosipedy|велосипед/, 'mountain-bike'],
  [/raketki|ракетк/, 'tennis-racket'],
  [/лыжи беговые|беговые лыжи/, 'xc-skis'],
  [/lyzhi|лыжи/, 'alpine-skis'],
  [/snoubordy|сноуборд/, 'snowboard'],
  [/klyushki|клюшк/, 'hockey-stick'],
  [/фигурные/, 'figure-skates'],
  [/konki|коньки/, 'hockey-skates'],
  [/для мма|mma/, 'mma-gloves'],
  [/perchatki|перчатк/, 'boxing-gloves'],
  [/ochki|очки/, 'swim-goggles'],
  [/трюковый/, 'stunt-scooter'],
  [/samokaty|самокат/, 'scooter'],
  [/butylki|бутылк|фляг/, 'bottle'],
  [/кепк|бейсболк/, 'cap'],
  [/palatki|палатк/, 'tent'],
  [/спальн/, 'sleeping-bag'],
  [/pitanie|протеин|гейнер|питани|витамин/, 'supplement'],
];

const BY_SECTION: readonly (readonly [string, ProductImageKind])[] = [
  ['obuv', 'running-shoe'],
  ['odezhda', 't-shirt'],
];

/** The drawing a rule gives a leaf category's path and a product's name; undefined when none applies. */
export function imageKindRule(urlPath: string, name: string): ProductImageKind | undefined {
  const text = `${urlPath.split('/').at(-1) ?? ''} ${name}`.toLowerCase().replaceAll('ё', 'е');
  return RULES.find(([words]) => words.test(text))?.[1];
}

/** The drawing for a leaf category's path ('muzhchinam/obuv/krossovki') and the product's name. */
export function imageKindOfUrlPath(urlPath: string, name = ''): ProductImageKind {
  const segments = urlPath.split('/');
  return imageKindRule(urlPath, name) ?? BY_SECTION.find(([section]) => segments.includes(section))?.[1] ?? 'backpack';
}

/** The drawing of a generated product, from its category (a list or a map of them) and its name. */
export function imageKindOfProduct(
  product: Pick<DemoProduct, 'categoryId' | 'name'>,
  categories: readonly DemoCategory[] | ReadonlyMap<string, DemoCategory>,
): ProductImageKind {
  const category =
    categories instanceof Map ? categories.get(product.categoryId) : (categories as readonly DemoCategory[]).find((c) => c.id === product.categoryId);
  if (!category) throw new Error(`unknown category ${product.categoryId}`);
  return imageKindOfUrlPath(category.urlPath, product.name);
}
