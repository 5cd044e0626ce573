import { editReturnCart, type ReturnCartDeps } from './editReturnCart';

/** The customer's draft return of a received order, made when there is none (spec §7 POST /orders/{n}/return-carts/current). */
export const openReturnCart = (deps: ReturnCartDeps) => (customerId: string, orderNumber: string) => editReturnCart<never>(deps, customerId, orderNumber);
