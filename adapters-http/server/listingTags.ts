import * as E from 'fp-ts/Either';
import { categoryTag, LISTING_TAG } from '../../application/cache/answerTags';
import { parseListingUrl } from '../contract/catalogUrl';

/** What a listing's answer is made from: its category's subtree, or for search results the whole catalogue. */
export function listingTags(url: string): readonly string[] {
  const target = parseListingUrl(url);
  return E.isRight(target) && target.right.kind === 'category' ? [categoryTag(target.right.path)] : [LISTING_TAG];
}
