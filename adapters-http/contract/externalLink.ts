import * as t from 'io-ts';

const isExternalHttpUrl = (s: string): boolean => {
  if (s.length > 2000 || !URL.canParse(s)) return false;
  const url = new URL(s);
  // Only the web: javascript:, data: and the like never leave through the shop; user:pass@ would disguise the host.
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
};

/** An absolute http(s) address outside the shop's control. */
const ExternalHttpUrl = t.refinement(t.string, isExternalHttpUrl, 'ExternalHttpUrl');

/** Query of /no-referrer-redirect (spec §2 Routes: external link redirect). */
export const NoReferrerRedirectQuery = t.type({ url: ExternalHttpUrl });
