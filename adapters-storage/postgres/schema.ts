import type { ColumnType, Generated } from 'kysely';

/** numeric columns come back as strings from both drivers; they are fed to decimal.js. */
type Numeric = ColumnType<string, string | number, string | number>;

export interface Database {
  app_setting: { key: string; value: string };
  city: { id: string; name: string; lat: number; lon: number; geohash: string };
  shop: {
    id: string;
    shop_number: string;
    kind: 'SHOP' | 'PICKUP_POINT';
    name: string;
    city_id: string;
    address: string;
    lat: number;
    lon: number;
    geohash: string;
    filters: string[];
    opening_hours: string;
  };
  category: { id: string; parent_id: string | null; name: string; url_path: string; level: number; position: number };
  sport: { id: string; name: string; url_code: string };
  brand: { id: string; name: string; url_code: string };
  product: {
    product_id: string;
    model_id: string;
    name: string;
    description: string;
    brand_id: string;
    category_id: string;
    gender: string;
    age: string;
    colour_name: string;
    colour_hex: string;
    catalog_price: Numeric;
    retail_price: Numeric;
    rating: Numeric;
    reviews_count: number;
    on_sale_soon: boolean;
    image_count: number;
    weight_grams: number;
    technologies: string[];
    properties: ColumnType<{ name: string; value: string }[], string, string>;
  };
  product_sport: { product_id: string; sport_id: string };
  ware: {
    ware_id: string;
    product_id: string;
    size: string;
    size_ru: string | null;
    size_eur: string | null;
    size_us: string | null;
    size_uk: string | null;
    foot_length: Numeric | null;
    position: number;
  };
  stock: { ware_id: string; shop_id: string; quantity: number };
  cart: { id: string; owner_key: string; version: number; updated_at: Generated<Date> };
  cart_item: {
    cart_id: string;
    ware_id: string;
    product_id: string;
    quantity: number;
    selected: boolean;
    deleted: boolean;
    position: number;
  };
}
