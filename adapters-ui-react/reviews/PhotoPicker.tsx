import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { PHOTO_MESSAGES, REVIEW_PHOTO_LIMITS } from '../../domain/reviews/reviewPhotos';
import type { ReviewsApi } from '../../application/reviews/reviewsApi';
import * as E from 'fp-ts/Either';

type Upload =
  | { readonly key: number; readonly name: string; readonly preview: string; readonly state: 'uploading' }
  | { readonly key: number; readonly name: string; readonly preview: string; readonly state: 'done'; readonly photoId: string }
  | { readonly key: number; readonly name: string; readonly preview: string; readonly state: 'failed'; readonly message: string };

const LIMIT_TEXT = `Можно прикрепить не больше ${REVIEW_PHOTO_LIMITS.perPost} фото.`;

/**
 * The photos being attached to a post: each file is uploaded as soon as it is chosen, shown with its own
 * state (uploading, done, refused with the server's reason) and a «Удалить» button. Failed ones do not
 * count towards the limit of five. Previews are local object URLs, released when no longer shown.
 */
export function usePhotoUploads(api: Pick<ReviewsApi, 'uploadPhoto'> | undefined) {
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const settle = (key: number, change: Partial<Upload> & Pick<Upload, 'state'>) =>
    setUploads((all) => all.map((u) => (u.key === key ? ({ ...u, ...change } as Upload) : u)));

  const add = (files: readonly File[]) => {
    if (!api) return;
    const free = REVIEW_PHOTO_LIMITS.perPost - uploads.filter((u) => u.state !== 'failed').length;
    setNote(files.length > free ? LIMIT_TEXT : null);
    const taken = files.slice(0, Math.max(0, free)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { file, upload: { key: nextKey.current++, name: file.name, preview, state: 'uploading' } as Upload };
    });
    setUploads((all) => [...all, ...taken.map((t) => t.upload)]);
    for (const { file, upload } of taken) {
      if (file.size > REVIEW_PHOTO_LIMITS.maxBytes) {
        settle(upload.key, { state: 'failed', message: PHOTO_MESSAGES.PHOTO_TOO_LARGE });
        continue;
      }
      void api
        .uploadPhoto(file)
        .then((answer) =>
          settle(upload.key, E.isRight(answer) ? { state: 'done', photoId: answer.right.photoId } : { state: 'failed', message: answer.left.message }),
        );
    }
  };
  const remove = (key: number) => {
    const gone = uploads.find((u) => u.key === key);
    if (gone) {
      URL.revokeObjectURL(gone.preview);
      previews.current.delete(gone.preview);
    }
    setUploads((all) => all.filter((u) => u.key !== key));
    setNote(null);
  };
  return {
    uploads,
    note,
    add,
    remove,
    busy: uploads.some((u) => u.state === 'uploading'),
    full: uploads.filter((u) => u.state !== 'failed').length >= REVIEW_PHOTO_LIMITS.perPost,
    photoIds: uploads.flatMap((u) => (u.state === 'done' ? [u.photoId] : [])),
  };
}

/** «Добавить фото»: a labelled file input (any image; the server tells JPEG, PNG and WebP by their bytes) and the chosen photos. */
export function PhotoPicker({ photos }: { readonly photos: ReturnType<typeof usePhotoUploads> }) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    photos.add([...(event.target.files ?? [])]);
    // The same file may be chosen again after «Удалить».
    event.target.value = '';
  };
  return (
    <div className="photo-picker">
      {photos.full ? (
        <p className="muted photo-picker__hint" role="status">
          {LIMIT_TEXT}
        </p>
      ) : (
        <>
          <label className="button photo-picker__add">
            Добавить фото
            <input type="file" accept="image/*" multiple className="visually-hidden" onChange={choose} aria-describedby={`${id}-hint`} />
          </label>
          <p className="muted photo-picker__hint" id={`${id}-hint`}>
            JPEG, PNG или WebP до 10 МБ, не больше {REVIEW_PHOTO_LIMITS.perPost} фото.
          </p>
          {photos.note && (
            <p className="field-error" role="alert">
              {photos.note}
            </p>
          )}
        </>
      )}
      {photos.uploads.length > 0 && (
        <ul className="photo-picker__list" aria-label="Добавленные фото">
          {photos.uploads.map((u, i) => (
            <li key={u.key} className={`photo-picker__item photo-picker__item--${u.state}`} data-testid="photo-upload" data-state={u.state}>
              <img src={u.preview} alt={`Фото ${i + 1}: ${u.name}`} width={72} height={72} />
              {u.state === 'uploading' && (
                <span role="status" className="photo-picker__state">
                  Загрузка…
                </span>
              )}
              {u.state === 'failed' && (
                <span role="alert" className="field-error">
                  {u.message}
                </span>
              )}
              <button type="button" className="link-button" onClick={() => photos.remove(u.key)} aria-label={`Удалить фото ${i + 1}`}>
                Удалить
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
