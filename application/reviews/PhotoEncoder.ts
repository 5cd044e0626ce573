import type * as E from 'fp-ts/Either';
import type { EncodedPhoto } from './ReviewPhotoRepository';

/**
 * Decodes an uploaded image and encodes it again: upright, without metadata (EXIF, GPS), the longest
 * side capped, and a thumbnail for lists. CORRUPT when it does not decode, TOO_MANY_PIXELS when it would unpack too large.
 */
export interface PhotoEncoder {
  readonly encode: (bytes: Uint8Array) => Promise<E.Either<'CORRUPT' | 'TOO_MANY_PIXELS', EncodedPhoto>>;
}
