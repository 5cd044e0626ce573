import type * as E from 'fp-ts/Either';

/** The browser's notification calls (spec §7): each answers whether unread ones are left; a refusal carries the server's message. */
export interface NotificationsApi {
  readonly hasUnread: () => Promise<E.Either<{ readonly message: string }, { readonly hasUnread: boolean }>>;
  readonly markAllRead: () => Promise<E.Either<{ readonly message: string }, { readonly hasUnread: boolean }>>;
  readonly markRead: (id: string) => Promise<E.Either<{ readonly message: string }, { readonly hasUnread: boolean }>>;
}
