import * as E from 'fp-ts/Either';

/** What the operator panel needs from the server (spec §6, §7 Auth). */
export interface OperatorApi {
  readonly leaveClient: () => Promise<E.Either<{ readonly message: string }, unknown>>;
  readonly register: (phone: string) => Promise<E.Either<{ readonly message: string }, unknown>>;
  readonly logout: () => Promise<E.Either<{ readonly message: string }, unknown>>;
}

/**
 * The operator panel's actions: take up a client by phone, «Выйти из ЛК клиента», sign out. Each
 * success reloads the page (spec §6); a failure's message is returned for the panel to show.
 */
export function createOperatorPanelViewModel(api: OperatorApi, reload: () => void) {
  const run = async (call: () => Promise<E.Either<{ readonly message: string }, unknown>>): Promise<string | null> => {
    const answer = await call();
    if (E.isLeft(answer)) return answer.left.message;
    reload();
    return null;
  };
  return {
    register: (phone: string) => run(() => api.register(phone)),
    leaveClient: () => run(api.leaveClient),
    logout: () => run(api.logout),
  };
}

export type OperatorPanelViewModel = ReturnType<typeof createOperatorPanelViewModel>;
