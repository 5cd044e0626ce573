import * as E from 'fp-ts/Either';
import type { DeliveryService, ServiceLevel } from '../delivery/serviceLevel';
import { levelClearsServices } from '../delivery/serviceLevel';

/** A delivery service with its name as shown. */
export interface NamedDeliveryService extends DeliveryService {
  readonly name: string;
}

/** Our courier services, free of charge; carrying in needs the lift to the floor. */
const SERVICES: readonly { readonly id: string; readonly name: string; readonly linkedServiceIds: readonly string[] }[] = [
  { id: 'FITTING', name: 'Примерка перед покупкой', linkedServiceIds: [] },
  { id: 'LIFT', name: 'Подъём на этаж', linkedServiceIds: [] },
  { id: 'CARRY_IN', name: 'Занос в квартиру', linkedServiceIds: ['LIFT'] },
];

/**
 * The services offered with delivery of the given wares, marked as selected (spec §3 Cart delivery
 * services, §7 GET /cart/delivery/services); none with express or CLICK, which clear them (spec §4).
 */
export function deliveryServicesFor(wareIds: readonly string[], selected: readonly string[], level: ServiceLevel | null): readonly NamedDeliveryService[] {
  if (wareIds.length === 0 || (level !== null && levelClearsServices(level))) return [];
  return SERVICES.map((s) => ({ ...s, isSelected: selected.includes(s.id), items: wareIds.map((wareId) => ({ wareId })) }));
}

/** The services to keep: known ids plus the services they are linked to, in catalogue order (spec §7 POST /cart/delivery/_set-services). */
export function servicesToSelect(ids: readonly string[]): E.Either<'INCORRECT_REQUEST', readonly string[]> {
  if (ids.some((id) => !SERVICES.some((s) => s.id === id))) return E.left('INCORRECT_REQUEST');
  const wanted = new Set(ids.flatMap((id) => [id, ...(SERVICES.find((s) => s.id === id)?.linkedServiceIds ?? [])]));
  return E.right(SERVICES.filter((s) => wanted.has(s.id)).map((s) => s.id));
}
