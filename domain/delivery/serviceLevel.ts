/** Delivery service levels; EXPRESS and CLICK are special (spec §4 Delivery variants). */
export type ServiceLevel = 'ORDINARY' | 'EXPRESS' | 'CLICK';

/** A paid delivery service in the cart (spec §3 Cart delivery services). */
export interface DeliveryService {
  readonly id: string;
  readonly isSelected: boolean;
  readonly linkedServiceIds: readonly string[];
  readonly items: readonly { readonly wareId: string }[];
}

/** Whether switching to a level clears selected services: EXPRESS and CLICK do (spec §4 Delivery variants). */
export function levelClearsServices(level: ServiceLevel): boolean {
  return level === 'EXPRESS' || level === 'CLICK';
}
