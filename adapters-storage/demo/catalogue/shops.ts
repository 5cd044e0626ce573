/** Shops and pickup points in Moscow and Saint Petersburg (real-looking addresses and coordinates). */
import type { DemoShop, PickupFilter } from './model';
import { MOSCOW, SAINT_PETERSBURG, geohashOf } from './cities';

const CARD: PickupFilter = 'CARD_PAYMENT';
const NIGHT: PickupFilter = 'AROUND_THE_CLOCK';
const FIT: PickupFilter = 'SAMPLE';

type Row = readonly [shopNumber: string, name: string, address: string, lat: number, lon: number, filters: readonly PickupFilter[], hours: string];

const MALL_HOURS = '10:00–22:00';

const MOSCOW_SHOPS: readonly Row[] = [
  ['227', 'Спорт·Маркет ТЦ Европейский', 'пл. Киевского Вокзала, д. 2', 55.744444, 37.566111, [CARD, FIT], MALL_HOURS],
  ['341', 'Спорт·Маркет ТРЦ Авиапарк', 'Ходынский бул., д. 4', 55.790278, 37.531111, [CARD, FIT], MALL_HOURS],
  ['118', 'Спорт·Маркет ТРЦ Атриум', 'ул. Земляной Вал, д. 33', 55.757222, 37.659167, [CARD, FIT], MALL_HOURS],
  ['402', 'Спорт·Маркет ТРЦ Афимолл Сити', 'Пресненская наб., д. 2', 55.749167, 37.539722, [CARD, FIT], '10:00–23:00'],
  ['156', 'Спорт·Маркет ТРЦ Колумбус', 'ул. Кировоградская, д. 13А', 55.611389, 37.606944, [CARD, FIT], MALL_HOURS],
  ['263', 'Спорт·Маркет ТРЦ Ривьера', 'ул. Автозаводская, д. 18', 55.706111, 37.665833, [CARD, FIT], MALL_HOURS],
  ['318', 'Спорт·Маркет ТРЦ Океания', 'Кутузовский пр-т, д. 57', 55.732222, 37.447778, [CARD, FIT], MALL_HOURS],
  ['275', 'Спорт·Маркет ТРЦ Метрополис', 'Ленинградское ш., д. 16А, стр. 4', 55.823611, 37.497222, [CARD, FIT], MALL_HOURS],
  ['189', 'Спорт·Маркет ТЦ Гагаринский', 'ул. Вавилова, д. 3', 55.707222, 37.591389, [CARD, FIT], MALL_HOURS],
  ['364', 'Спорт·Маркет ТРЦ Золотой Вавилон Ростокино', 'пр-т Мира, д. 211, корп. 2', 55.845, 37.661944, [CARD, FIT], MALL_HOURS],
];

const MOSCOW_POINTS: readonly Row[] = [
  ['91021', 'Пункт выдачи Спорт·Маркет на Профсоюзной', 'ул. Профсоюзная, д. 56', 55.670833, 37.552778, [CARD, FIT], '09:00–21:00'],
  ['91034', 'Пункт выдачи Спорт·Маркет на Новом Арбате', 'ул. Новый Арбат, д. 15', 55.752222, 37.588333, [CARD, NIGHT], 'Круглосуточно'],
  ['91047', 'Пункт выдачи Спорт·Маркет в Марьино', 'ул. Люблинская, д. 169, корп. 2', 55.650278, 37.743611, [], '10:00–20:00'],
  ['91058', 'Пункт выдачи Спорт·Маркет на Щелковской', 'Щелковское ш., д. 75', 55.810556, 37.798333, [NIGHT], 'Круглосуточно'],
];

const PETERSBURG_SHOPS: readonly Row[] = [
  ['512', 'Спорт·Маркет ТРЦ Галерея', 'Лиговский пр-т, д. 30А', 59.927222, 30.360278, [CARD, FIT], '10:00–23:00'],
  ['538', 'Спорт·Маркет ТРЦ Европолис', 'Полюстровский пр-т, д. 84А', 59.987222, 30.354444, [CARD, FIT], MALL_HOURS],
  ['547', 'Спорт·Маркет ТРК Меркурий', 'ул. Савушкина, д. 141', 59.989444, 30.209167, [CARD, FIT], MALL_HOURS],
  ['553', 'Спорт·Маркет ТРЦ Лето', 'Пулковское ш., д. 25, корп. 1', 59.810556, 30.323611, [CARD, FIT], MALL_HOURS],
  ['561', 'Спорт·Маркет ТРК Гранд Каньон', 'пр-т Энгельса, д. 154', 60.056667, 30.332222, [CARD, FIT], MALL_HOURS],
  ['574', 'Спорт·Маркет ТРК Питерлэнд', 'Приморский пр-т, д. 72', 59.983056, 30.211111, [CARD, FIT], MALL_HOURS],
  ['589', 'Спорт·Маркет ТРЦ Радуга', 'пр-т Космонавтов, д. 14', 59.868611, 30.350278, [CARD, FIT], MALL_HOURS],
];

const PETERSBURG_POINTS: readonly Row[] = [
  ['92011', 'Пункт выдачи Спорт·Маркет на Невском', 'Невский пр-т, д. 114', 59.932222, 30.356111, [CARD, NIGHT, FIT], 'Круглосуточно'],
  ['92026', 'Пункт выдачи Спорт·Маркет на Ветеранов', 'пр-т Ветеранов, д. 101', 59.836111, 30.198611, [CARD], '09:00–21:00'],
  ['92039', 'Пункт выдачи Спорт·Маркет на Просвещения', 'пр-т Просвещения, д. 36', 60.051111, 30.362222, [FIT], '10:00–21:00'],
  ['92042', 'Пункт выдачи Спорт·Маркет на Ленинском', 'Ленинский пр-т, д. 120', 59.851667, 30.274722, [CARD, FIT], '10:00–22:00'],
];

const GROUPS: readonly { cityId: string; kind: DemoShop['kind']; rows: readonly Row[] }[] = [
  { cityId: MOSCOW.id, kind: 'SHOP', rows: MOSCOW_SHOPS },
  { cityId: MOSCOW.id, kind: 'PICKUP_POINT', rows: MOSCOW_POINTS },
  { cityId: SAINT_PETERSBURG.id, kind: 'SHOP', rows: PETERSBURG_SHOPS },
  { cityId: SAINT_PETERSBURG.id, kind: 'PICKUP_POINT', rows: PETERSBURG_POINTS },
];

export const SHOPS: readonly DemoShop[] = GROUPS.flatMap(({ cityId, kind, rows }) =>
  rows.map(([shopNumber, name, address, lat, lon, filters, openingHours]) => ({
    shopNumber,
    kind,
    name,
    cityId,
    address,
    lat,
    lon,
    filters,
    openingHours,
    geohash: geohashOf(lat, lon),
    id: '',
  })),
).map((shop, i) => ({ ...shop, id: String(3001 + i) }));

/** Only shops hold stock; pickup points receive orders. */
export const STOCK_HOLDING_SHOP_IDS: readonly string[] = SHOPS.filter((shop) => shop.kind === 'SHOP').map((shop) => shop.id);
