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

/** Services after switching level, and whether any selection was cleared (then the set-services call is needed) (spec §4). */
export function switchServiceLevel(
  services: readonly DeliveryService[],
  level: ServiceLevel,
): { readonly services: readonly DeliveryService[]; readonly cleared: boolean } {
  const cleared = levelClearsServices(level) && services.some((s) => s.isSelected);
  return { services: cleared ? services.map((s) => ({ ...s, isSelected: false })) : services, cleared };
}
