import type { ColumnType, Generated } from 'kysely';
import type { CurrencyCode } from '../../domain/money/currency';

/** numeric columns come back as strings from both drivers; they are fed to decimal.js. */
type Numeric = ColumnType<string, string | number, string | number>;

/**
 * A jsonb column, written as JSON text and read as `unknown`: every read decodes it with its stored shape's
 * codec (adapters-storage/storedValue.ts), so a row of another shape is a clear error, never a silent cast.
 */
type Json<Insert = string, Update = string> = ColumnType<unknown, Insert, Update>;

export interface Database {
  app_setting: { key: string; value: string };
  /** country_code: migration 0013. */
  city: { id: string; name: string; lat: number; lon: number; geohash: string; country_code: Generated<string> };
  /** Each market's currency and rate per rouble (migration 0013). */
  price_list: { country_code: string; currency: string; rate_per_rub: Numeric; rounding_step: Numeric };
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
    /** Takes returns; null: by kind, shops yes and pickup points no (migration 0022). */
    accepts_returns: Generated<boolean | null>;
  };
  category: {
    id: string;
    parent_id: string | null;
    name: string;
    url_path: string;
    level: number;
    position: number;
    /** to_tsvector('russian', name), generated (migration 0018). */
    name_words: Generated<string>;
  };
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
    /** Ratings per star, one star first (migration 0029). */
    rating_counts: Generated<number[]>;
    on_sale_soon: boolean;
    image_count: number;
    weight_grams: number;
    technologies: string[];
    properties: Json;
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
  /** Filled by triggers (migration 0002): what listings filter, sort, count and search by. */
  product_search: {
    product_id: string;
    category_path: string;
    brand_code: string;
    brand_name: string;
    colour_name: string;
    price: Numeric;
    discount_rate: number;
    on_sale_soon: boolean;
    popularity: number;
    sizes: string[];
    in_stock: boolean;
    document: string;
  };
  search_vocabulary: { word: string; stem: string; frequency: number };
  comparison_item: { owner_key: string; product_id: string; added_at: Generated<Date> };
  recently_viewed: {
    owner_key: string;
    product_id: string;
    viewed_at: Generated<Date> /** Taken at every view (migration 0020). */;
    view_order: Generated<string>;
  };
  cart: { id: string; owner_key: string; version: number; updated_at: Generated<Date>; checkout: Json<string | undefined> };
  customer: {
    id: string;
    phone: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    birth_date: string | null;
    sex: string | null;
    profile_completed: Generated<boolean>;
    mobile_app_installed: string | null;
    bonuses: Generated<number>;
    level: string | null;
    created_at: Generated<Date>;
    /** The profile's postal address (migration 0015). */
    address: string | null;
  };
  session: {
    id: string;
    customer_id: string | null;
    operator_login: string | null;
    operator_mode: 'ADD_PRODUCT' | 'CREATE_BASKET' | null;
    revoked: Generated<boolean>;
    created_at: Generated<Date>;
  };
  auth_code: {
    id: string;
    session_id: string;
    phone: string;
    client_address: string;
    code_hash: string;
    created_at: Date;
    expires_at: Date;
    attempts: Generated<number>;
    used: Generated<boolean>;
  };
  sms_outbox: { id: string; phone: string; text: string; created_at: Date };
  /** The development captcha's unspent tokens (migration 0033). */
  dev_captcha_token: { token: string; expires_at: Date };
  /** E-mail (migration 0027, docs/email.md): the transactional outbox and the development gateway's store. */
  mail_message: {
    id: string;
    recipient: string;
    subject: string;
    body_text: string;
    body_html: string;
    reference: string | null;
    status: Generated<'PENDING' | 'SENT'>;
    attempts: Generated<number>;
    last_error: string | null;
    next_attempt_at: Date;
    sent_at: Date | null;
    created_at: Date;
  };
  mail_outbox: { id: string; recipient: string; subject: string; body_text: string; body_html: string; created_at: Date };
  customer_identity: { channel: 'VKONTAKTE' | 'SBER_ID' | 'YANDEX_ID'; subject: string; customer_id: string; created_at: Generated<Date> };
  auth_flow: { state: string; session_id: string; channel: string; nonce: string; code_verifier: string; expires_at: Date; used: Generated<boolean> };
  operator_audit: {
    id: string;
    operator_login: string;
    customer_id: string | null;
    action: string;
    details: Json;
    created_at: Date;
  };
  cart_item: {
    cart_id: string;
    ware_id: string;
    product_id: string;
    quantity: number;
    selected: boolean;
    deleted: boolean;
    position: number;
    /** Migration 0006. */
    blocked: Generated<boolean>;
  };
  /** Migration 0031: what each technology named on products does. */
  technology: { name: string; description: string };
  analytics_event: {
    id: Generated<string>;
    owner_key: string;
    event_group: string;
    event_name: string;
    page_type: string | null;
    payload: Json;
    occurred_at: Date | null;
    received_at: Generated<Date>;
  };
  newsletter_subscription: { destination: string; channel_type: 'EMAIL'; source: string; owner_key: string; subscribed_at: Generated<Date> };
  owner_location: { owner_key: string; geo_point: string; location_level: 'OTHER' | 'STREET' | 'HOUSE'; location_name: string; updated_at: Generated<Date> };
  promo_code: {
    code: string;
    kind: 'PERCENT' | 'AMOUNT';
    value: Numeric;
    min_products_cost: ColumnType<string, string | number | undefined, string | number>;
    max_uses: number | null;
    uses: Generated<number>;
    active_to: Date | null;
    /** The one customer a code was issued to (the welcome discount, migration 0037); null for the shop's public codes. */
    customer_id: Generated<string | null>;
  };
  gift_card: { number: string; pin_hash: string; balance: Numeric; expires_at: Date | null };
  cart_snapshot: { id: string; lines: Json; created_at: Generated<Date> };
  customer_order: {
    order_number: string;
    cart_id: string;
    owner_key: string;
    customer_id: string | null;
    status: 'AWAITING_PAYMENT' | 'CREATED' | 'PAID' | 'CANCELLED' | 'RECEIVED';
    obtaining_type: 'PICKUP' | 'DELIVERY';
    shipment: Json;
    contacts: Json;
    payment_method: string;
    payment_tool: string | null;
    is_legal_entity: Generated<boolean>;
    legal_entity: Json<string | null, string | null>;
    products_cost: Numeric;
    discount_amount: Numeric;
    bonus_amount: Numeric;
    gift_cards_amount: Numeric;
    delivery_cost: Numeric;
    total_cost: Numeric;
    amount_to_pay: Numeric;
    weight_grams: number;
    promo_codes: Generated<string[]>;
    gift_cards: Json<string | undefined>;
    subscription: Generated<boolean>;
    created_at: Generated<Date>;
    paid_at: Date | null;
    cancelled_at: Date | null;
    /** Migration 0009. */
    comment: string | null;
    /** The market's currency the amounts are in (migration 0013). */
    currency: Generated<string>;
    /** Why the customer cancelled (migration 0016); null for orders not cancelled by their customer. */
    cancel_reason_code: Generated<string | null>;
    cancel_comment: Generated<string | null>;
    cancel_trouble_product: Generated<boolean | null>;
    /** When the customer took the order, as the fulfilment system reports it (migration 0022). */
    received_at: Generated<Date | null>;
    /** The customer's level when the order was received, which sets its bonus percent (migration 0026). */
    received_level: Generated<string | null>;
    /** The owner's phone when confirmed by SMS code: a guest order goes to that phone's customer (migration 0030). */
    verified_phone: Generated<string | null>;
    /** How many times the customer prolonged its keeping in the shop (migration 0034). */
    keeping_prolongations: Generated<number>;
  };
  /** Purchases at a shop's till with the club card and their lines (migration 0036). */
  retail_purchase: {
    receipt_number: string;
    customer_id: string;
    shop_id: string;
    purchased_at: Date;
    total: Numeric;
    bonuses_spent: Generated<number>;
    bonuses_earned: Generated<number>;
  };
  retail_purchase_line: {
    receipt_number: string;
    position: number;
    product_id: string | null;
    name: string;
    size: string | null;
    quantity: number;
    price: Numeric;
  };
  /** A profile e-mail waiting for its code (migration 0035). */
  email_confirmation: {
    customer_id: string;
    id: string;
    email: string;
    code_hash: string;
    subscription_consent: boolean;
    attempts: Generated<number>;
    created_at: Date;
    expires_at: Date;
  };
  /** A change of an order the customer asked for, one per reason (migration 0034). */
  order_edit_request: { order_number: string; reason_code: string; created_at: Date };
  /** A paid order's refund while it is cancelled (migration 0030). */
  order_refund: {
    order_number: string;
    payment_id: string;
    status: 'PENDING' | 'DONE';
    cancel_reason_code: string;
    cancel_comment: string | null;
    cancel_trouble_product: boolean;
    claimed_until: Date;
    created_at: Date;
    refunded_at: Date | null;
  };
  order_line: { order_number: string; ware_id: string; product_id: string; shop_id: string; quantity: number; price: Numeric };
  order_request: { owner_key: string; idempotency_key: string; order_number: string; created_at: Generated<Date> };
  payment: {
    id: string;
    order_number: string;
    provider: string;
    provider_payment_id: string | null;
    payment_tool: string | null;
    amount: Numeric;
    status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    confirmation_url: Generated<string | null>;
  };
  /** Gift-card PIN guesses (migration 0006). */
  gift_card_attempt: { id: Generated<string>; owner_key: string; card_number: string; attempted_at: Date; succeeded: Generated<boolean> };
  payment_notification: { provider: string; notification_id: string; payload: Json; received_at: Generated<Date> };
  /** The sandbox acquirer's own payments and notification outbox; payment.confirmation_url (migration 0010). */
  sandbox_acquirer_payment: {
    payment_id: Generated<string>;
    terminal_key: string;
    order_id: string;
    amount: ColumnType<string, number, number>;
    currency: ColumnType<CurrencyCode, CurrencyCode | undefined, never>;
    description: string;
    success_url: string;
    fail_url: string;
    notification_url: string;
    status: 'NEW' | 'CONFIRMED' | 'REJECTED' | 'CANCELED' | 'REFUNDED';
    created_at: Generated<Date>;
  };
  sandbox_acquirer_notification: {
    id: Generated<string>;
    payment_id: string;
    status: string;
    attempts: Generated<number>;
    created_at: Generated<Date>;
    next_attempt_at: Generated<Date>;
    delivered_at: Date | null;
  };
  /** Wishlists (migration 0012). */
  favourite: { customer_id: string; ware_id: string; product_id: string; added_at: Generated<Date> };
  custom_wishlist: { id: string; customer_id: string; name: string; created_at: Generated<Date> };
  custom_wishlist_item: { wishlist_id: string; ware_id: string; product_id: string; added_at: Generated<Date> };
  /** Reviews and questions (migration 0012). */
  product_review: {
    id: string;
    product_id: string;
    customer_id: string | null;
    author: string;
    is_anonymous: boolean;
    body: string;
    rating: number;
    photo_ids: ColumnType<string[], string[] | undefined, string[]>;
    likes: Generated<number>;
    dislikes: Generated<number>;
    created_at: ColumnType<Date, Date | undefined, Date>;
  };
  review_vote: { review_id: string; owner_key: string; vote: 'LIKE' | 'DISLIKE' };
  product_question: {
    id: string;
    product_id: string;
    customer_id: string | null;
    author: string;
    is_anonymous: boolean;
    body: string;
    answer: string | null;
    photo_ids: ColumnType<string[], string[] | undefined, string[]>;
    created_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** Review and question photos, re-encoded (migration 0012). */
  review_photo: {
    id: string;
    customer_id: string;
    content_type: 'image/jpeg' | 'image/webp';
    bytes: Uint8Array;
    thumbnail: Uint8Array;
    width: number;
    height: number;
    created_at: ColumnType<Date, Date, never>;
    attached_at: ColumnType<Date | null, Date | undefined, Date>;
  };
  /** Personal prices and kits (migration 0011). */
  personal_price: { customer_id: string; product_id: string; price: Numeric; valid_until: Date };
  kit: { id: string; name: string; sport_id: string; position: number };
  kit_product: { kit_id: string; product_id: string; position: number };
  /** Workshop services sold in shops (migration 0024, docs/club-looks-services.md); ids are url codes. */
  service_category: { id: string; name: string; position: number };
  service_subcategory: { id: string; category_id: string; name: string; position: number };
  shop_service: { id: string; subcategory_id: string; name: string; description: string; duration_minutes: number; base_price: Numeric; position: number };
  shop_service_price: { service_id: string; city_id: string; price: Numeric };
  shop_service_shop: { service_id: string; shop_id: string };
  /** Delivery addresses kept in the profile (migration 0017). */
  customer_delivery_address: {
    id: string;
    customer_id: string;
    name: string;
    text: string;
    entrance: string;
    doorphone_code: string;
    floor: string;
    apartment: string;
    geo_point: string;
    created_at: Generated<Date>;
  };
  /** Electronic gift cards for sale (migration 0021, docs/giftcards.md). */
  egc_design: { id: string; name: string; image_url: string; position: number };
  egc_invoice: {
    invoice_number: string;
    owner_key: string;
    status: 'CART' | 'AWAITING_PAYMENT' | 'PAID';
    total: Numeric;
    buyer_email: string | null;
    buyer_phone: string | null;
    created_at: Generated<Date>;
    paid_at: Date | null;
  };
  egc_invoice_item: { invoice_number: string; position: number; design_id: string; nominal: number; recipient_email: string; quantity: number };
  egc_payment: {
    id: string;
    invoice_number: string;
    provider: string;
    provider_payment_id: string | null;
    confirmation_url: string | null;
    payment_tool: string | null;
    amount: Numeric;
    status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  egc_issued_card: { card_number: string; invoice_number: string; design_id: string; nominal: number; recipient_email: string; pin: string };
  egc_legal_order: {
    request_number: Generated<string>;
    company_name: string;
    tin: string;
    bic: string;
    iec: string;
    payment_account: string;
    correspondent_account: string;
    ogrn: string;
    contact_name: string;
    phone: string;
    email: string;
    nominal: number;
    quantity: number;
    created_at: Generated<Date>;
  };
  /** The profile's SMS and push subscriptions (migration 0019). */
  /** The profile's favourite sport and partner promo codes by e-mail (migration 0032). */
  customer_favorite_sport: { customer_id: string; sport_id: string; updated_at: Generated<Date> };
  partner_promo_code: { partner: string; email: string; code: string; created_at: Date };
  customer_subscription: { customer_id: string; channel: 'SMS' | 'APP_PUSH'; is_subscribed: boolean; updated_at: Generated<Date> };
  /** Returns (migration 0022): the customer's draft per order, the filed returns and their lines. */
  return_cart: {
    id: string;
    order_number: string;
    items: Json<string | undefined>;
    return_point: string | null;
    address: string | null;
    updated_at: Generated<Date>;
  };
  order_return: {
    id: Generated<string>;
    order_number: string;
    customer_id: string;
    status: 'CREATED' | 'CANCELLED' | 'ACCEPTED' | 'REFUNDED' | 'REFUSED' | 'DISPUTED';
    return_point: string | null;
    address: string | null;
    refund_amount: Numeric;
    currency: string;
    argue_comment: string | null;
    created_at: Date;
    updated_at: Date;
  };
  order_return_line: {
    return_id: string;
    ware_id: string;
    product_id: string;
    quantity: number;
    price: Numeric;
    reason_code: string;
    comment: string | null;
    image_codes: ColumnType<string[], string[] | undefined, string[]>;
  };
  /** What happened to the customer's orders and appeals, as kind and data (migration 0023, written by triggers). */
  customer_notification: {
    id: Generated<string>;
    seq: Generated<string>;
    customer_id: string;
    kind: 'ORDER_STATUS' | 'APPEAL_ANSWERED';
    payload: Json;
    created_at: Generated<Date>;
    read_at: Date | null;
  };
  /** The customer's appeals to the service desk (migration 0023). */
  appeal: {
    id: string;
    appeal_number: Generated<string>;
    customer_id: string;
    type: string;
    order_number: string | null;
    store_number: string | null;
    text: string;
    email: string | null;
    status: Generated<'NEW' | 'IN_PROGRESS' | 'ANSWERED'>;
    answer: string | null;
    created_at: Date;
    answered_at: Date | null;
  };
  /** Files of appeals, the uploader's until an appeal takes them (migration 0023). */
  appeal_file: {
    id: string;
    customer_id: string;
    appeal_id: string | null;
    file_name: string;
    content_type: 'image/jpeg' | 'image/webp' | 'application/pdf';
    bytes: Uint8Array;
    created_at: Date;
  };
  /** The professional programme (migration 0025): one profile per customer; trainers hold a code, sportsmen a trainer. */
  pro_profile: {
    id: string;
    customer_id: string;
    role: 'TRAINER' | 'SPORTSMAN' | 'INDIVIDUAL_SPORTSMAN';
    status: Generated<'UNDER_REVIEW' | 'APPROVED' | 'REJECTED'>;
    first_name: string;
    last_name: string;
    birth_date: string;
    phone: string;
    sport_kinds: ColumnType<string[], string[], string[]>;
    organization: string | null;
    sport_rank: string | null;
    invitation_code: string | null;
    trainer_id: string | null;
    created_at: Date;
    updated_at: Date;
  };
  /** Bonuses credited for received orders and expired, one row per order and kind (migration 0026). */
  bonus_ledger: {
    id: Generated<string>;
    customer_id: string;
    order_number: string;
    kind: 'EARNED' | 'EXPIRED';
    amount: number;
    purchase_amount: Numeric | null;
    at: Date;
    expires_at: Date | null;
  };
  /** Documents of pro applications, the uploader's until an application takes them (migration 0025). */
  pro_file: {
    id: string;
    customer_id: string;
    profile_id: string | null;
    file_name: string;
    content_type: 'image/jpeg' | 'image/webp' | 'application/pdf';
    bytes: Uint8Array;
    created_at: Date;
  };
}
