import type { UserInfo } from '../adapters-http/contract/auth';
import type { PageData } from '../adapters-ui-react/pageData';
import { isOperator } from '../domain/user/roles';

/** The user when nothing is known (spec §6: anonymous unless the flag is false). */
export const ANONYMOUS_USER: UserInfo = {
  id: null, username: null, email: null, phone: null, bonuses: 0, level: null, anonymous: true,
  profileCompleted: false, mobileAppInstalled: null, tags: [], operatorInfo: null,
};

/** Page data whose shell also carries the user and whether an operator is signed in. */
export function withUser(pageData: PageData, loadUser: () => Promise<UserInfo>): PageData {
  return {
    ...pageData,
    shell: async () => {
      const [shell, user] = await Promise.all([pageData.shell(), loadUser()]);
      return { ...shell, user, isOperator: isOperator(user) };
    },
  };
}
