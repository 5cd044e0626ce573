import type { UserInfo } from '../../adapters-http/contract/auth';
import type { ContactInput } from '../../domain/checkout/contacts';

/** The owner's fields for a signed-in customer with no contacts on the cart yet: the customer's names, phone and e-mail. */
export function ownerFromUser(user: UserInfo | undefined): ContactInput | null {
  if (!user || user.anonymous) return null;
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '', email: user.email ?? '' };
}
