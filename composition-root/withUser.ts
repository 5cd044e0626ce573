import type { UserInfo } from '../adapters-http/contract/auth';
import type { PageData, ShellData } from '../adapters-ui-react/pageData';
import { isOperator } from '../domain/user/roles';

/** The user when nothing is known (spec §6: anonymous unless the flag is false). */
export const ANONYMOUS_USER: UserInfo = {
  id: null,
  username: null,
  email: null,
  phone: null,
  bonuses: 0,
  level: null,
  anonymous: true,
  profileCompleted: false,
  mobileAppInstalled: null,
  tags: [],
  operatorInfo: null,
};

/**
 * Page data whose shell also carries the user, whether an operator is signed in, and the settings the
 * browser needs (the SmartCaptcha site key, the Yandex Maps key, when configured).
 */
export function withUser(
  pageData: PageData,
  loadUser: () => Promise<UserInfo>,
  browserSettings: Pick<ShellData, 'captchaSiteKey' | 'yandexMapsApiKey'> = {},
): PageData {
  return {
    ...pageData,
    shell: async () => {
      const [shell, user] = await Promise.all([pageData.shell(), loadUser()]);
      return { ...shell, ...browserSettings, user, isOperator: isOperator(user) };
    },
  };
}
