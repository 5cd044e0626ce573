import * as E from 'fp-ts/Either';
import { apiClient } from '../../../adapters-http/client/apiClient';
import { UserInfo } from '../../../adapters-http/contract/auth';
import type { PageData } from '../../../adapters-ui-react/pageData';
import { ANONYMOUS_USER, withUser } from '../../withUser';
import { httpPageData } from '../httpPageData';
import type { BrowserCore } from './coreModule';

/** The pages' data over the API for navigation after the first page (the server rendered that one with its own). */
export function pageModule({ ports, request, shell }: BrowserCore): PageData {
  const toggleRequest = apiClient(ports.fetch, '/feature-toggle-api/v1', { onIncident: shell.incident.report });
  return withUser(httpPageData(request, toggleRequest), async () => E.getOrElse(() => ANONYMOUS_USER)(await request('GET', '/users/current', UserInfo)));
}
