/** Clothing leaf types. */
import type { LeafType } from './leafType';

const SPORT_BRANDS = ['Nike', 'Adidas', 'Puma', 'Reebok', 'Demix', 'Under Armour', 'Kappa', 'Fila', 'Joma', 'Asics'];
const OUTDOOR_BRANDS = ['Outventure', 'Columbia', 'The North Face', 'Glissade', 'Jack Wolfskin', 'Salomon', 'Termit', 'Demix'];
const SPORT_TECH = ['Dri-FIT', 'AEROREADY', 'HeatGear', 'Climalite', 'Quick Dry'];
const OUTDOOR_TECH = ['Gore-Tex', 'Primaloft', 'Omni-Heat', 'DryVent', 'Thermoball', 'Texapore'];

export const CLOTHING_TYPES: readonly LeafType[] = [
  {
    slug: 'futbolki', name: 'Футболки', noun: 'Футболка', grammar: 'f', kind: 'clothing', scale: 'clothing',
    price: [999, 4999], weight: [120, 220], brands: SPORT_BRANDS,
    series: ['Essentials', 'Training', 'Run', 'Core', 'Active', 'Logo Tee', 'Basic'], tech: SPORT_TECH,
    variants: [
      { qualifier: '', sports: ['fitnes'] }, { qualifier: '', sports: ['beg'] },
      { qualifier: 'игровая', sports: ['futbol'] }, { qualifier: '', sports: ['tennis'] },
    ],
    share: 4,
  },
  {
    slug: 'bryuki', name: 'Брюки', noun: 'Брюки', grammar: 'pl', kind: 'clothing', scale: 'clothing',
    price: [1999, 9999], weight: [250, 600], brands: [...SPORT_BRANDS, 'Outventure', 'Glissade'],
    series: ['Essentials', 'Jogger', 'Training', 'Track', 'Trek', 'Alpine'], tech: [...SPORT_TECH, 'Gore-Tex', 'Primaloft'],
    variants: [
      { qualifier: '', sports: ['fitnes'] }, { qualifier: 'утепленные', sports: ['turizm'], winter: true, series: ['Warm', 'Frost', 'Trek'] },
      { qualifier: 'горнолыжные', sports: ['lyzhi', 'snoubord'], winter: true, series: ['Alpine', 'Slope', 'Powder'] },
      { qualifier: 'мембранные', sports: ['turizm'] },
    ],
    share: 3,
  },
  {
    slug: 'kurtki', name: 'Куртки', noun: 'Куртка', grammar: 'f', kind: 'clothing', scale: 'clothing',
    price: [3999, 29999], weight: [400, 1300], brands: [...OUTDOOR_BRANDS, 'Nike', 'Adidas'],
    series: ['Alpine', 'Trek', 'Urban', 'Storm', 'Frost', 'Nord', 'Peak', 'Summit'], tech: OUTDOOR_TECH,
    variants: [
      { qualifier: 'утепленная', sports: ['turizm'], winter: true }, { qualifier: 'пуховая', sports: ['turizm'], winter: true },
      { qualifier: 'мембранная', sports: ['turizm', 'lyzhi'] },
      { qualifier: 'горнолыжная', sports: ['lyzhi', 'snoubord'], winter: true },
      { qualifier: 'ветрозащитная', sports: ['beg'] },
    ],
    share: 4,
  },
  {
    slug: 'tolstovki', name: 'Толстовки', noun: 'Толстовка', grammar: 'f', kind: 'clothing', scale: 'clothing',
    price: [1999, 7999], weight: [300, 650], brands: SPORT_BRANDS,
    series: ['Essentials', 'Fleece', 'Hoodie', 'Club', 'Core', 'Tech Fleece'], tech: ['Polartec', ...SPORT_TECH],
    variants: [{ qualifier: '', sports: ['fitnes'] }, { qualifier: 'флисовая', sports: ['turizm'] }, { qualifier: '', sports: ['beg'] }],
    share: 2.5,
  },
  {
    slug: 'shorty', name: 'Шорты', noun: 'Шорты', grammar: 'pl', kind: 'clothing', scale: 'clothing',
    price: [999, 4999], weight: [100, 250], brands: [...SPORT_BRANDS, 'Speedo', 'Arena'],
    series: ['Training', 'Run 5"', 'Essentials', 'Court', 'Core'], tech: SPORT_TECH,
    variants: [
      { qualifier: '', sports: ['beg'] }, { qualifier: '', sports: ['fitnes'] }, { qualifier: 'футбольные', sports: ['futbol'] },
      { qualifier: 'баскетбольные', sports: ['basketbol'] }, { qualifier: 'пляжные', sports: ['plavanie'], series: ['Beach', 'Surf', 'Volley 16"'] },
    ],
    share: 2.5,
  },
  {
    slug: 'termobele', name: 'Термобелье', noun: 'Термобелье', grammar: 'n', kind: 'clothing', scale: 'clothing',
    price: [1499, 7999], weight: [150, 350], brands: ['Glissade', 'Demix', 'Termit', 'Outventure', 'Columbia'],
    series: ['Base Layer', 'Thermo', 'Merino Warm', 'Active Dry'], tech: ['Polartec', 'Merino', 'Quick Dry'],
    variants: [
      { qualifier: 'верх', sports: ['lyzhi', 'turizm'], winter: true },
      { qualifier: 'низ', sports: ['lyzhi', 'turizm'], winter: true },
    ],
    share: 1,
  },
  {
    slug: 'kostyumy', name: 'Спортивные костюмы', noun: 'Костюм', grammar: 'm', kind: 'clothing', scale: 'clothing',
    price: [3999, 12999], weight: [500, 1000], brands: SPORT_BRANDS,
    series: ['Essentials', 'Tracksuit', 'Club', 'Team', 'Classic'], tech: SPORT_TECH,
    variants: [{ qualifier: 'спортивный', sports: ['fitnes'] }, { qualifier: 'тренировочный', sports: ['futbol'] }],
    share: 1.5,
  },
  {
    slug: 'legginsy', name: 'Леггинсы', noun: 'Леггинсы', grammar: 'pl', kind: 'clothing', scale: 'clothing',
    price: [1499, 6999], weight: [150, 280], brands: SPORT_BRANDS,
    series: ['Studio', 'Flow', '7/8 High Rise', 'Sculpt', 'Run Tight'], tech: SPORT_TECH,
    variants: [{ qualifier: '', sports: ['yoga'] }, { qualifier: '', sports: ['fitnes'] }, { qualifier: '', sports: ['beg'] }],
    share: 2.5,
  },
  {
    slug: 'topy', name: 'Топы и спортивные бра', noun: 'Топ', grammar: 'm', kind: 'clothing', scale: 'clothing',
    price: [1299, 4999], weight: [60, 150], brands: SPORT_BRANDS,
    series: ['Studio Bra', 'Flow', 'Support', 'Seamless'], tech: SPORT_TECH,
    variants: [{ qualifier: 'спортивный', sports: ['fitnes'] }, { qualifier: 'спортивный', sports: ['yoga'] }],
    share: 1.5,
  },
  {
    slug: 'kupalniki', name: 'Купальники', noun: 'Купальник', grammar: 'm', kind: 'clothing', scale: 'clothing',
    price: [1999, 6999], weight: [100, 200], brands: ['Speedo', 'Arena', 'Atemi', 'Joma', 'Demix'],
    series: ['Endurance', 'Solid', 'Powerback', 'Team Stripe'], tech: ['Endurance+', 'Quick Dry'],
    variants: [{ qualifier: 'слитный', sports: ['plavanie'] }, { qualifier: 'для плавания', sports: ['plavanie'] }],
    share: 1,
  },
  {
    slug: 'kombinezony', name: 'Комбинезоны', noun: 'Комбинезон', grammar: 'm', kind: 'clothing', scale: 'clothing',
    price: [3999, 14999], weight: [600, 1200], brands: ['Outventure', 'Glissade', 'Demix', 'Columbia', 'Termit'],
    series: ['Snowy', 'Polar', 'Frost Kid', 'Winter Fun'], tech: ['Primaloft', 'Omni-Heat', 'Thinsulate'],
    variants: [{ qualifier: 'утепленный', sports: ['turizm'], winter: true }, { qualifier: 'горнолыжный', sports: ['lyzhi'], winter: true }],
    share: 1.5,
  },
];
