import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as m0001 from './migrations/0001_catalogue_and_cart';
import * as m0002 from './migrations/0002_catalogue_search';
import * as m0003 from './migrations/0003_customers_and_sessions';
import * as m0004 from './migrations/0004_shell';
import * as m0005 from './migrations/0005_checkout_and_orders';
import * as m0006 from './migrations/0006_cart_page';
import * as m0007 from './migrations/0007_order_placement';
import * as m0008 from './migrations/0008_sandbox_acquirer';
import * as m0009 from './migrations/0009_wishlists_and_reviews';
import * as m0010 from './migrations/0010_search_speed';
import * as m0011 from './migrations/0011_product_page';
import * as m0012 from './migrations/0012_review_photos';
import * as m0013 from './migrations/0013_markets';
import * as m0014 from './migrations/0014_search_terms';
import * as m0015 from './migrations/0015_customer_address';
import * as m0016 from './migrations/0016_order_cancellation';
import * as m0017 from './migrations/0017_customer_delivery_address';
import * as m0018 from './migrations/0018_category_words';
import * as m0019 from './migrations/0019_customer_subscription';
import * as m0020 from './migrations/0020_view_order';
import * as m0024 from './migrations/0024_shop_services';
import * as m0021 from './migrations/0021_gift_card_sales';
import * as m0022 from './migrations/0022_order_returns';
import * as m0023 from './migrations/0023_notifications_and_appeals';
import * as m0025 from './migrations/0025_pro_programme';
import * as m0026 from './migrations/0026_bonus_ledger';
import * as m0027 from './migrations/0027_mail_outbox';
import * as m0028 from './migrations/0028_payment_refunds_currency_order_phones';
import * as m0029 from './migrations/0029_shop_names_star_counts_stock_order';
import * as m0030 from './migrations/0030_order_refunds_and_verified_phones';
import * as m0031 from './migrations/0031_technologies';
import * as m0032 from './migrations/0032_favorite_sport_and_partner_codes';
import * as m0033 from './migrations/0033_dev_captcha_tokens';
import * as m0034 from './migrations/0034_order_keeping_and_edit_requests';
import * as m0035 from './migrations/0035_email_confirmation';
import * as m0036 from './migrations/0036_retail_purchases';
import * as m0037 from './migrations/0037_welcome_discount';
import * as m0038 from './migrations/0038_category_brand_counts';
import * as m0039 from './migrations/0039_answer_cache_notifications';
import * as m0040 from './migrations/0040_answer_cache_categories';

/** Every migration in order; a new one is a new file and a new line here. */
const migrations: Record<string, Migration> = {
  '0001_catalogue_and_cart': m0001,
  '0002_catalogue_search': m0002,
  '0003_customers_and_sessions': m0003,
  '0004_shell': m0004,
  '0005_checkout_and_orders': m0005,
  '0006_cart_page': m0006,
  '0007_order_placement': m0007,
  '0008_sandbox_acquirer': m0008,
  '0009_wishlists_and_reviews': m0009,
  '0010_search_speed': m0010,
  '0011_product_page': m0011,
  '0012_review_photos': m0012,
  '0013_markets': m0013,
  '0014_search_terms': m0014,
  '0015_customer_address': m0015,
  '0016_order_cancellation': m0016,
  '0017_customer_delivery_address': m0017,
  '0018_category_words': m0018,
  '0019_customer_subscription': m0019,
  '0020_view_order': m0020,
  '0024_shop_services': m0024,
  '0021_gift_card_sales': m0021,
  '0022_order_returns': m0022,
  '0023_notifications_and_appeals': m0023,
  '0025_pro_programme': m0025,
  '0026_bonus_ledger': m0026,
  '0027_mail_outbox': m0027,
  '0028_payment_refunds_currency_order_phones': m0028,
  '0029_shop_names_star_counts_stock_order': m0029,
  '0030_order_refunds_and_verified_phones': m0030,
  '0031_technologies': m0031,
  '0032_favorite_sport_and_partner_codes': m0032,
  '0033_dev_captcha_tokens': m0033,
  '0034_order_keeping_and_edit_requests': m0034,
  '0035_email_confirmation': m0035,
  '0036_retail_purchases': m0036,
  '0037_welcome_discount': m0037,
  '0038_category_brand_counts': m0038,
  '0039_answer_cache_notifications': m0039,
  '0040_answer_cache_categories': m0040,
};

/** Applies the migrations not yet applied; throws if one fails, so the server never starts half-migrated. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Numbers are handed out to work done in parallel, so a lower one may land after higher ones a
  // database already has: it is applied then rather than refused.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
}
