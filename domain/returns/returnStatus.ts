/**
 * States of a return (spec §3 Return order; the spec names none, these are the shop's, docs/returns.md):
 * the customer files it (CREATED) and may cancel it while nobody has taken the goods; the fulfilment side
 * accepts the goods (ACCEPTED), then refunds (REFUNDED) or refuses (REFUSED); a refusal may be argued once (DISPUTED).
 */
export type ReturnStatus = 'CREATED' | 'CANCELLED' | 'ACCEPTED' | 'REFUNDED' | 'REFUSED' | 'DISPUTED';

/** How the profile names each state (spec §2 /profile/returns/; wording the shop's). */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  CREATED: 'Оформлен',
  CANCELLED: 'Отменён',
  ACCEPTED: 'Принят на проверку',
  REFUNDED: 'Деньги возвращены',
  REFUSED: 'Отказано в возврате',
  DISPUTED: 'Отказ оспорен',
};

/** What moves a return: the customer's cancel and argue, the fulfilment side's accept, refund and refuse. */
export type ReturnAction = 'CANCEL' | 'ACCEPT' | 'REFUND' | 'REFUSE' | 'ARGUE';

const TRANSITIONS: Readonly<Record<ReturnAction, { readonly from: ReturnStatus; readonly to: ReturnStatus }>> = {
  CANCEL: { from: 'CREATED', to: 'CANCELLED' },
  ACCEPT: { from: 'CREATED', to: 'ACCEPTED' },
  REFUND: { from: 'ACCEPTED', to: 'REFUNDED' },
  REFUSE: { from: 'ACCEPTED', to: 'REFUSED' },
  ARGUE: { from: 'REFUSED', to: 'DISPUTED' },
};

/**
 * The state an action leads to from `status`, or null when it is not allowed there (spec §7 POST returns/{n}/_cancel/,
 * POST /orders/returns/{id}/_argue). A refusal is argued once: DISPUTED leads nowhere by the customer's hand.
 */
export function returnTransition(status: ReturnStatus, action: ReturnAction): ReturnStatus | null {
  const t = TRANSITIONS[action];
  return t.from === status ? t.to : null;
}

/** States whose units no longer count as returned: the customer withdrew the return (spec §3 Return order). */
export const WITHDRAWN_RETURN_STATUSES: readonly ReturnStatus[] = ['CANCELLED'];
