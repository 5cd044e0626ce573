/**
 * Goods every sports retailer sells that the first range lacked (issue 14): team kits, swim trunks, socks,
 * hats, protection, helmets, sports nutrition, tents, bottles, skipping ropes and inline skates, so the
 * words a shopper types («форма», «плавки», «защита», «протеин», «шлем»…) find goods.
 */
import type { LeafType } from './leafType';

const TEAM_BRANDS = ['Adidas', 'Nike', 'Puma', 'Joma', 'Kappa', 'Demix'];
const SWIM_BRANDS = ['Speedo', 'Arena', 'Atemi', 'Joma', 'Demix'];

export const CLOTHING_EXTRA_TYPES: readonly LeafType[] = [
  {
    slug: 'formy', name: 'Спортивная форма', noun: 'Форма', grammar: 'f', kind: 'clothing', scale: 'clothing',
    price: [2499, 8999], weight: [250, 500], brands: TEAM_BRANDS,
    series: ['Team', 'Squadra', 'Entrada', 'Club', 'Match'], tech: ['Dri-FIT', 'AEROREADY', 'Quick Dry'],
    variants: [
      { qualifier: 'футбольная', sports: ['futbol'] },
      { qualifier: 'баскетбольная', sports: ['basketbol'] },
      { qualifier: 'волейбольная', sports: ['voleybol'] },
      { qualifier: 'хоккейная', sports: ['khokkey'], winter: true, for: ['men', 'kids'], brands: ['Bauer', 'CCM'] },
    ],
    share: 1.2,
  },
  {
    slug: 'plavki', name: 'Плавки', noun: 'Плавки', grammar: 'pl', kind: 'clothing', scale: 'clothing',
    price: [999, 3999], weight: [60, 120], brands: SWIM_BRANDS,
    series: ['Endurance', 'Solid', 'Team Stripe', 'Logo', 'Race'], tech: ['Endurance+', 'Quick Dry'],
    variants: [{ qualifier: 'для плавания', sports: ['plavanie'] }, { qualifier: 'шорты для плавания', sports: ['plavanie'] }],
    share: 0.8,
  },
  {
    slug: 'noski', name: 'Носки', noun: 'Носки', grammar: 'pl', kind: 'clothing', scale: 'list',
    sizes: { adult: ['35-38', '39-42', '43-46'], kids: ['27-30', '31-34'] },
    price: [399, 1499], weight: [30, 80], brands: ['Nike', 'Adidas', 'Puma', 'Asics', 'Demix', 'Under Armour'],
    series: ['Everyday', 'Cushioned', 'Run', 'Crew', 'Ankle'], tech: ['Dri-FIT', 'Quick Dry'],
    variants: [{ qualifier: 'спортивные', sports: ['fitnes'] }, { qualifier: 'беговые', sports: ['beg'] }, { qualifier: 'футбольные', sports: ['futbol'] }],
    share: 0.8,
  },
  {
    slug: 'shapki', name: 'Шапки', noun: 'Шапка', grammar: 'f', kind: 'clothing', scale: 'list',
    sizes: { adult: ['54-56', '56-58', '58-60'], kids: ['50-52', '52-54'] },
    price: [799, 3499], weight: [40, 150], brands: ['Nike', 'Adidas', 'Puma', 'Columbia', 'The North Face', 'Demix'],
    series: ['Essential', 'Logo', 'Active', 'Classic'], tech: ['Omni-Heat', 'Dri-FIT'],
    variants: [
      { qualifier: 'вязаная', sports: ['turizm'], winter: true },
      { qualifier: 'лыжная', sports: ['lyzhi'], winter: true },
      { qualifier: 'беговая', sports: ['beg'] },
    ],
    share: 0.8,
  },
];

export const EQUIPMENT_EXTRA_TYPES: readonly LeafType[] = [
  {
    slug: 'zashchita', name: 'Защита', noun: 'Защита', grammar: 'f', kind: 'equipment', scale: 'list',
    sizes: { adult: ['S', 'M', 'L', 'XL'], kids: ['XS', 'S', 'M'] },
    price: [799, 5999], weight: [150, 900], brands: ['Demix', 'Adidas', 'Nike', 'Joma', 'Ridex'],
    series: ['Guard', 'Pro', 'Shield', 'Flex'], tech: [],
    variants: [
      { qualifier: 'коленей', sports: ['voleybol'] },
      { qualifier: 'голени футбольная', sports: ['futbol'] },
      { qualifier: 'для роликов', sports: ['roliki'], brands: ['Ridex', 'Rollerblade', 'Demix'] },
      { qualifier: 'хоккейная', sports: ['khokkey'], winter: true, brands: ['Bauer', 'CCM'] },
    ],
    share: 1,
  },
  {
    slug: 'shlemy', name: 'Шлемы', noun: 'Шлем', grammar: 'm', kind: 'equipment', scale: 'list',
    sizes: { adult: ['S', 'M', 'L'], kids: ['XS', 'S'] },
    price: [1999, 14999], weight: [250, 700], brands: ['Head', 'Salomon', 'Atomic', 'Stern', 'Ridex'],
    series: ['Pulse', 'Icon', 'Ride', 'Mountain', 'Urban'], tech: [],
    variants: [
      { qualifier: 'велосипедный', sports: ['velosport'], brands: ['Stern', 'Merida', 'Ridex'] },
      { qualifier: 'горнолыжный', sports: ['lyzhi'], winter: true, brands: ['Head', 'Salomon', 'Atomic'] },
      { qualifier: 'хоккейный', sports: ['khokkey'], winter: true, brands: ['Bauer', 'CCM'] },
    ],
    share: 0.8,
  },
  {
    slug: 'sportivnoe_pitanie', name: 'Спортивное питание', noun: 'Протеин', grammar: 'm', kind: 'equipment', scale: 'list',
    sizes: { adult: ['450 г', '900 г', '2 кг'] },
    price: [1499, 7999], weight: [500, 2200], brands: ['Optimum Nutrition', 'Geneticlab', 'Demix'],
    series: ['Gold Standard', 'Whey', 'Isolate', 'Casein', 'Plant'], tech: [],
    variants: [
      { qualifier: 'сывороточный', sports: ['fitnes'] },
      { qualifier: 'казеиновый', sports: ['fitnes'] },
      { qualifier: 'растительный', sports: ['fitnes'] },
    ],
    share: 0.8,
  },
  {
    slug: 'palatki', name: 'Палатки', noun: 'Палатка', grammar: 'f', kind: 'equipment', scale: 'oneSize',
    price: [3999, 39999], weight: [1500, 5500], brands: ['Outventure', 'Jack Wolfskin', 'The North Face', 'Columbia'],
    series: ['Trek', 'Dome', 'Camp', 'Base'], tech: [],
    variants: [{ qualifier: 'туристическая двухместная', sports: ['turizm'] }, { qualifier: 'туристическая трехместная', sports: ['turizm'] }],
    share: 0.6,
  },
  {
    slug: 'butylki', name: 'Бутылки для воды', noun: 'Бутылка для воды', grammar: 'f', kind: 'equipment', scale: 'oneSize',
    price: [399, 2499], weight: [80, 300], brands: ['Nike', 'Adidas', 'Demix', 'Salomon', 'Torres'],
    series: ['Hydro', 'Flow', 'Sport', 'Squeeze'], tech: [],
    variants: [{ qualifier: '', sports: ['beg'] }, { qualifier: 'спортивная', sports: ['fitnes'] }],
    share: 0.6,
  },
  {
    slug: 'skakalki', name: 'Скакалки', noun: 'Скакалка', grammar: 'f', kind: 'equipment', scale: 'oneSize',
    price: [299, 1999], weight: [100, 400], brands: ['Demix', 'Torres', 'Everlast', 'Reebok'],
    series: ['Speed', 'Pro', 'Classic'], tech: [],
    variants: [{ qualifier: 'скоростная', sports: ['fitnes'] }, { qualifier: 'боксерская', sports: ['boks'] }],
    share: 0.5,
  },
  {
    slug: 'roliki', name: 'Роликовые коньки', noun: 'Ролики', grammar: 'pl', kind: 'equipment', scale: 'footwear',
    price: [3999, 19999], weight: [1800, 3000], brands: ['Rollerblade', 'Ridex', 'Micro', 'Demix'],
    series: ['Macroblade', 'Zetrablade', 'Spark', 'Flow'], tech: [],
    variants: [{ qualifier: 'прогулочные', sports: ['roliki'] }, { qualifier: 'раздвижные', sports: ['roliki'], for: ['kids'] }],
    gendered: true,
    share: 0.8,
  },
];
