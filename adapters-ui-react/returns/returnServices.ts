import type { Either } from 'fp-ts/Either';
import type { ReturnCartView } from '../../adapters-http/contract/returns';

type Answer<A> = Promise<Either<{ readonly message: string }, A>>;

/** The return calls a page makes (spec §7 Orders: return carts, returns); the failure carries the shop's message. */
export interface ReturnServices {
  readonly select: (orderNumber: string, selectedProducts: readonly string[]) => Answer<ReturnCartView>;
  readonly updateItem: (
    orderNumber: string,
    itemId: string,
    change: { readonly quantity: number; readonly reasonCode: string | null; readonly comment: string },
  ) => Answer<ReturnCartView>;
  readonly setWay: (orderNumber: string, way: { readonly returnPoint: string } | { readonly address: string }) => Answer<ReturnCartView>;
  readonly file: (cartId: string) => Answer<{ readonly id: string }>;
  readonly cancel: (returnId: string) => Answer<unknown>;
  /** Adds a photo of a defect to a chosen size of the draft (multipart). */
  readonly addImage: (orderNumber: string, itemId: string, file: File) => Answer<{ readonly imageCode: string; readonly url: string }>;
  readonly deleteImage: (orderNumber: string, itemId: string, imageCode: string) => Answer<unknown>;
}
