import * as E from 'fp-ts/Either';
import type { ApiFailure } from '../../adapters-http/client/apiClient';

/** The answer, or the page's 400/404 status; other failures throw to the error page. */
export const missingOr = <A>(answer: E.Either<ApiFailure, A>) => {
  if (E.isRight(answer)) return answer.right;
  if (answer.left.status === 400 || answer.left.status === 404) return { missing: answer.left.status } as const;
  throw new Error(answer.left.message);
};
