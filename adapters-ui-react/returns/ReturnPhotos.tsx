import { useState, type ChangeEvent } from 'react';
import { MAX_RETURN_PHOTOS } from '../../domain/returns/returnReasons';
import { useServices } from '../shopContext';
import * as E from 'fp-ts/Either';

export interface ReturnImage {
  readonly imageCode: string;
  readonly url: string;
}

/**
 * Photos of a defect on a chosen size (spec §7 POST, DELETE /orders/returns/images): each upload goes at once, after
 * the chosen sizes are saved to the draft (a photo belongs to a chosen size); up to MAX_RETURN_PHOTOS.
 */
export function ReturnPhotos({
  orderNumber,
  itemId,
  chosen,
  images,
  disabled,
  onImages,
}: {
  readonly orderNumber: string;
  readonly itemId: string;
  /** The sizes chosen in the form, saved before the first upload. */
  readonly chosen: readonly string[];
  readonly images: readonly ReturnImage[];
  readonly disabled: boolean;
  readonly onImages: (images: readonly ReturnImage[]) => void;
}) {
  const { returns } = useServices();
  const [state, setState] = useState<{ readonly busy: boolean; readonly error: string | null }>({ busy: false, error: null });
  const id = `return-photo-${itemId}`;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !returns) return;
    setState({ busy: true, error: null });
    const selected = await returns.select(orderNumber, chosen);
    const added = E.isLeft(selected) ? selected : await returns.addImage(orderNumber, itemId, file);
    if (E.isLeft(added)) return setState({ busy: false, error: added.left.message });
    setState({ busy: false, error: null });
    onImages([...images, { imageCode: added.right.imageCode, url: added.right.url }]);
  };
  const remove = async (imageCode: string) => {
    if (!returns) return;
    setState({ busy: true, error: null });
    const deleted = await returns.deleteImage(orderNumber, itemId, imageCode);
    setState({ busy: false, error: E.isLeft(deleted) ? deleted.left.message : null });
    if (E.isRight(deleted)) onImages(images.filter((i) => i.imageCode !== imageCode));
  };

  return (
    <div className="return-photos">
      {images.length > 0 && (
        <ul className="return-photos__list" aria-label="Фото брака">
          {images.map((image, n) => (
            <li key={image.imageCode}>
              <img src={image.url} alt={`Фото брака ${n + 1}`} width={64} height={64} />
              <button
                type="button"
                className="button"
                disabled={disabled || state.busy}
                onClick={() => void remove(image.imageCode)}
              >{`Удалить фото ${n + 1}`}</button>
            </li>
          ))}
        </ul>
      )}
      {images.length < MAX_RETURN_PHOTOS && (
        <>
          <label htmlFor={id}>{state.busy ? 'Загружаем фото…' : 'Добавить фото брака (JPEG, PNG, WebP, до 10 МБ)'}</label>
          <input id={id} type="file" accept="image/jpeg,image/png,image/webp" disabled={disabled || state.busy} onChange={(e) => void add(e)} />
        </>
      )}
      {state.error && (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
