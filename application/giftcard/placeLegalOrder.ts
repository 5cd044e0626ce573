import * as E from 'fp-ts/Either';
import { legalOrderOf, type LegalOrderField, type LegalOrderInput } from '../../domain/giftcard/legalOrder';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { LegalOrderRepository } from './EgcRepository';

/** A company's request for gift cards (spec §7 POST /egc/legal-orders): validated, stored, answered with its number for the manager's call. */
export const placeLegalOrder =
  (deps: { readonly legalOrders: LegalOrderRepository }) =>
  async (input: LegalOrderInput): Promise<E.Either<FieldErrors<LegalOrderField>, { readonly requestNumber: string }>> => {
    const order = legalOrderOf(input);
    if (E.isLeft(order)) return order;
    return E.right({ requestNumber: await deps.legalOrders.add(order.right) });
  };
