import type { UserFacts } from '../../domain/user/roles';
import type { ShellData } from '../pageData';

/** The user facts the shell's rules need, from the shell data (anonymous when there is no user). */
export function shellUserFacts(shell: ShellData | undefined): UserFacts & { readonly signedIn: boolean } {
  const user = shell?.user;
  const anonymous = user ? user.anonymous !== false : true;
  return {
    anonymous,
    signedIn: !anonymous,
    operatorInfo: user?.operatorInfo ?? (shell?.isOperator ? { mode: 'CREATE_BASKET', login: '' } : null),
  };
}
