import { data } from 'react-router';
import { isMissing, type PageMissing } from './pageData';

/** A loader's data, or the page's 400/404 answer thrown to the error page. */
export const orThrow = <T extends object>(value: T | PageMissing): T => {
  if (isMissing(value)) throw data(null, { status: value.missing });
  return value;
};
