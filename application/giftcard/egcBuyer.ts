/** Who asks to buy: their owner key and whether they signed in (spec §6 gift-card purchase toggle). */
export interface EgcRequester {
  readonly ownerKey: string;
  readonly signedIn: boolean;
}

/** The shop's setting: only signed-in customers may buy gift cards (spec §6). */
export interface EgcPolicy {
  readonly authorisedOnly: boolean;
}

/** Whether the requester may buy under the policy (spec §6 gift-card purchase restricted by toggle). */
export const mayBuyEgc = (policy: EgcPolicy, requester: EgcRequester): boolean => !policy.authorisedOnly || requester.signedIn;
