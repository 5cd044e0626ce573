import type { OperatorMode } from '../../domain/user/roles';
import type { Customer, CustomerRepository } from './CustomerRepository';

/** Who the request acts for, as the session middleware resolved it. */
export interface Viewer {
  readonly sessionId: string;
  readonly customerId: string | null;
  readonly operator: { readonly login: string; readonly mode: OperatorMode } | null;
}

/** spec §3 User info. */
export interface UserInfo {
  readonly id: string | null;
  readonly username: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly bonuses: number;
  readonly level: string | null;
  readonly anonymous: boolean;
  readonly profileCompleted: boolean;
  readonly mobileAppInstalled: string | null;
  readonly tags: readonly { readonly value: string }[];
  readonly operatorInfo: { readonly mode: OperatorMode; readonly login: string } | null;
  /** The profile's names, for prefilling the checkout's contacts (spec §3 Profile). */
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  /** The professional programme role, only for a customer with a pro profile (shop's addition: the profile's navigation). */
  readonly proRole?: string;
}

/** The user info of a customer, seen by them or by an operator acting for them. */
function userInfo(customer: Customer | undefined, operator: Viewer['operator']): UserInfo {
  const username = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || null;
  return {
    id: customer?.id ?? null,
    username,
    email: customer?.email ?? null,
    phone: customer?.phone ?? null,
    bonuses: customer?.bonuses ?? 0,
    level: customer?.level ?? null,
    anonymous: !customer,
    profileCompleted: customer?.profileCompleted ?? false,
    mobileAppInstalled: customer?.mobileAppInstalled ?? null,
    tags: [],
    operatorInfo: operator ? { mode: operator.mode, login: operator.login } : null,
    firstName: customer?.firstName ?? null,
    lastName: customer?.lastName ?? null,
    ...(customer?.proRole ? { proRole: customer.proRole } : {}),
  };
}

/** The signed-in user, or an anonymous one (spec §7 GET /users/current). */
export const currentUser =
  (deps: { readonly customers: CustomerRepository }) =>
  async (viewer: Viewer): Promise<UserInfo> =>
    userInfo(viewer.customerId ? await deps.customers.byId(viewer.customerId) : undefined, viewer.operator);
