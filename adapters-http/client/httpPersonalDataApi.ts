import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { PersonalDataApi } from '../../application/profile/PersonalDataApi';
import { PERSONAL_FIELDS } from '../../domain/profile/personalData';
import { Profile } from '../contract/personalProfile';
import type { ApiRequest } from './apiClient';

// The error body's `fields` (fieldFailure.ts) survive the client's ErrorBody decoding: io-ts t.type keeps extra properties.
const WithFields = t.type({ fields: t.record(t.string, t.string) });

/** PUT /profiles/current and POST /profiles/current/_delete over the shop's API; a field error keeps the server's message per field. */
export function httpPersonalDataApi(request: ApiRequest): PersonalDataApi {
  return {
    save: async (data) =>
      E.mapLeft((failure: { status: number; message: string }) => {
        const body = WithFields.decode(failure);
        const fields = E.isRight(body)
          ? Object.fromEntries(PERSONAL_FIELDS.filter((f) => body.right.fields[f]).map((f) => [f, body.right.fields[f]!]))
          : undefined;
        return { status: failure.status, message: failure.message, ...(fields ? { fields } : {}) };
      })(await request('PUT', '/profiles/current', Profile, data)),
    deleteProfile: () => request('POST', '/profiles/current/_delete', t.unknown),
  };
}
