/** Footwear leaf types. */
import type { LeafType } from './leafType';

const SPORT_SHOE_BRANDS = ['Nike', 'Adidas', 'Puma', 'Asics', 'New Balance', 'Reebok', 'Demix', 'Mizuno',
  'Saucony', 'Brooks', 'Hoka', 'Under Armour', 'Fila', 'Kappa', 'Salomon', 'Joma'];
const OUTDOOR_BRANDS = ['Outventure', 'Columbia', 'The North Face', 'Salomon', 'Merrell', 'Jack Wolfskin', 'Termit'];

export const FOOTWEAR_TYPES: readonly LeafType[] = [
  {
    slug: 'krossovki', name: 'Кроссовки', noun: 'Кроссовки', grammar: 'pl', kind: 'footwear', scale: 'footwear',
    price: [2999, 18999], weight: [220, 420], brands: SPORT_SHOE_BRANDS,
    series: ['Runner', 'Flow', 'Glide', 'Speed Pro', 'Trail', 'Court', 'Nova'],
    tech: ['Air Zoom', 'Boost', 'Gel', 'React', 'Fresh Foam', 'DNA Loft', 'Ortholite', 'Flyknit'],
    variants: [
      { qualifier: '', sports: ['beg'] }, { qualifier: '', sports: ['fitnes'] },
      { qualifier: '', sports: ['basketbol'] }, { qualifier: '', sports: ['tennis'] },
      { qualifier: '', sports: ['voleybol'] }, { qualifier: 'для трейлраннинга', sports: ['beg', 'turizm'] },
    ],
    share: 6,
  },
  {
    slug: 'kedy', name: 'Кеды', noun: 'Кеды', grammar: 'pl', kind: 'footwear', scale: 'footwear',
    price: [1999, 8999], weight: [280, 450], brands: ['Nike', 'Adidas', 'Puma', 'Fila', 'Kappa', 'Demix', 'Reebok'],
    series: ['Court Classic', 'Vulc', 'Low', 'High', 'Street', 'Retro'],
    tech: ['Ortholite'],
    variants: [{ qualifier: '', sports: [] }, { qualifier: 'высокие', sports: [] }],
    share: 2,
  },
  {
    slug: 'botinki', name: 'Ботинки', noun: 'Ботинки', grammar: 'pl', kind: 'footwear', scale: 'footwear',
    price: [4999, 24999], weight: [450, 900], brands: OUTDOOR_BRANDS,
    series: ['Trek', 'Alpine', 'Ridge', 'Frost Mid', 'Hiker', 'Tundra'],
    tech: ['Gore-Tex', 'Vibram', 'Thinsulate', 'Omni-Heat', 'Contagrip'],
    variants: [
      { qualifier: 'утепленные', sports: ['turizm'], winter: true },
      { qualifier: 'треккинговые', sports: ['turizm'] },
      { qualifier: '', sports: ['turizm'] },
    ],
    share: 3,
  },
  {
    slug: 'sapogi', name: 'Сапоги', noun: 'Сапоги', grammar: 'pl', kind: 'footwear', scale: 'footwear',
    price: [2999, 12999], weight: [500, 1100], brands: ['Outventure', 'Columbia', 'Demix', 'Termit', 'Jack Wolfskin'],
    series: ['Snow', 'Winter Boot', 'Frost', 'Polar'],
    tech: ['Thinsulate', 'Omni-Heat'],
    variants: [{ qualifier: 'утепленные', sports: ['turizm'], winter: true }, { qualifier: 'резиновые', sports: [] }],
    share: 1.5,
  },
  {
    slug: 'butsy', name: 'Бутсы', noun: 'Бутсы', grammar: 'pl', kind: 'footwear', scale: 'footwear',
    price: [2499, 19999], weight: [190, 320], brands: ['Nike', 'Adidas', 'Puma', 'Joma', 'Demix', 'Mizuno'],
    series: ['Striker', 'Goal', 'Match FG', 'Club TF'],
    tech: ['Flyknit'],
    variants: [{ qualifier: '', sports: ['futbol'] }, { qualifier: 'для зала', sports: ['futbol'] }],
    share: 1.5,
  },
  {
    slug: 'shlepantsy', name: 'Шлепанцы', noun: 'Шлепанцы', grammar: 'pl', kind: 'footwear', scale: 'footwear',
    price: [999, 3999], weight: [120, 260], brands: ['Nike', 'Adidas', 'Puma', 'Joma', 'Demix', 'Atemi', 'Speedo', 'Arena'],
    series: ['Slide', 'Pool', 'Beach', 'Comfort'],
    tech: [],
    variants: [{ qualifier: '', sports: ['plavanie'] }],
    share: 1,
  },
];
