import * as E from 'fp-ts/Either';
import { MAX_RETURN_PHOTOS } from '../../domain/returns/returnReasons';
import { editReturnCart, type ReturnCartDeps, type ReturnCartView } from './editReturnCart';
import type { ReturnCart } from './ReturnRepository';

type UploadFailure = 'PHOTO_TOO_LARGE' | 'UNSUPPORTED_PHOTO_FORMAT' | 'CORRUPT_PHOTO' | 'PHOTO_UPLOAD_LIMIT';
export type ImageFailure = { readonly _tag: 'NOT_FOUND' | 'RETURN_PHOTO_LIMIT' | UploadFailure };

/** The photo pipeline of reviews (checks, re-encoding, hourly limit), reused for photos of a defect. */
export type UploadPhoto = (customerId: string, bytes: Uint8Array) => Promise<E.Either<UploadFailure, { readonly photoId: string }>>;

/** Which photo of which chosen size: add one, replace `imageCode` with a new one, or remove `imageCode`. */
export type ImageChange =
  | { readonly kind: 'ADD'; readonly bytes: Uint8Array }
  | { readonly kind: 'REPLACE'; readonly imageCode: string; readonly bytes: Uint8Array }
  | { readonly kind: 'DELETE'; readonly imageCode: string };

const withImages = (
  cart: ReturnCart,
  itemId: string,
  change: (codes: readonly string[]) => E.Either<ImageFailure, readonly string[]>,
): E.Either<ImageFailure, ReturnCart> => {
  const item = cart.items.find((i) => i.itemId === itemId);
  if (!item) return E.left({ _tag: 'NOT_FOUND' });
  return E.map((imageCodes: readonly string[]) => ({ ...cart, items: cart.items.map((i) => (i === item ? { ...i, imageCodes } : i)) }))(
    change(item.imageCodes ?? []),
  );
};

/**
 * Photos of a defect on a chosen size of the draft (spec §7 POST, PUT, DELETE /orders/returns/images; §3 Return order
 * imageCode, files): at most MAX_RETURN_PHOTOS; an upload goes through the review photos' checks first. The
 * return keeps them when filed only for the reason «Брак». A photo a refused change uploaded is never taken, so the
 * clean-up of unattached photos removes it.
 */
export const changeReturnImages =
  (deps: ReturnCartDeps & { readonly uploadPhoto: UploadPhoto }) => async (customerId: string, orderNumber: string, itemId: string, change: ImageChange) => {
    let uploaded: string | null = null;
    if (change.kind !== 'DELETE') {
      const photo = await deps.uploadPhoto(customerId, change.bytes);
      if (E.isLeft(photo)) return E.left({ _tag: photo.left } as ImageFailure);
      uploaded = photo.right.photoId;
    }
    const edited = await editReturnCart<ImageFailure>(deps, customerId, orderNumber, (cart) =>
      withImages(cart, itemId, (codes) => {
        if (change.kind === 'ADD') return codes.length >= MAX_RETURN_PHOTOS ? E.left({ _tag: 'RETURN_PHOTO_LIMIT' }) : E.right([...codes, uploaded!]);
        if (!codes.includes(change.imageCode)) return E.left({ _tag: 'NOT_FOUND' });
        return E.right(change.kind === 'REPLACE' ? codes.map((c) => (c === change.imageCode ? uploaded! : c)) : codes.filter((c) => c !== change.imageCode));
      }),
    );
    return E.map((view: ReturnCartView) => ({ view, imageCode: uploaded }))(edited);
  };
