import { isPaymentMethod, methodAllowedFor, type PaymentMethod } from './paymentMethods';

/** Payment tools (spec §9). */
export const PAYMENT_TOOLS = ['FASTER_PAYMENT_SYSTEM', 'CARD_ONLINE', 'SBER_PAY', 'GOOGLE_PAY', 'SAMSUNG_PAY', 'APPLE_PAY'] as const;
/** A payment tool (spec §9). */
export type PaymentTool = (typeof PAYMENT_TOOLS)[number];
/** The only tools an option with a tool may carry (spec §5 Payment options). */
const SHOWN_PAYMENT_TOOLS: readonly string[] = ['FASTER_PAYMENT_SYSTEM', 'CARD_ONLINE', 'SBER_PAY'];

/** A payment option of the cart; method and tool as strings because unknown ones arrive (spec §3 Payment option). */
export interface PaymentOption {
  readonly paymentMethod: string;
  readonly paymentTool?: string | null;
  readonly isSelected: boolean;
}

/** Whether an option is shown: known, allowed for the buyer and the shop, and with a tool only FPS, CARD_ONLINE or SBER_PAY (spec §5, §9). */
function isShownOption(option: PaymentOption, allowed: readonly PaymentMethod[], isLegalEntity: boolean): boolean {
  const method = option.paymentMethod;
  if (!isPaymentMethod(method) || !allowed.includes(method) || !methodAllowedFor(method, isLegalEntity)) return false;
  return option.paymentTool == null || SHOWN_PAYMENT_TOOLS.includes(option.paymentTool);
}

/** The options to show, order kept (spec §5 Payment options). */
export function shownPaymentOptions<O extends PaymentOption>(options: readonly O[], allowed: readonly PaymentMethod[], isLegalEntity: boolean): readonly O[] {
  return options.filter((o) => isShownOption(o, allowed, isLegalEntity));
}

/** Marks one option selected and the others not (spec §7 POST /cart/payments {id, paymentTool}). */
export function selectPaymentOption<O extends PaymentOption>(options: readonly O[], method: string, tool: string | null = null): readonly O[] {
  return options.map((o) => ({ ...o, isSelected: o.paymentMethod === method && (o.paymentTool ?? null) === tool }));
}
