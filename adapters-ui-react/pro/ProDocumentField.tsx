import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { APPEAL_FILE_MESSAGES } from '../../domain/appeals/appealFiles';
import { useServices } from '../shopContext';

export type UploadedDocument = { readonly fileId: string; readonly name: string } | null;

/** The document of an application (spec §7 POST /pro/files): uploaded on choosing, its name told, a refusal under it. */
export function ProDocumentField({
  id,
  document,
  error,
  onChange,
}: {
  readonly id: string;
  readonly document: UploadedDocument;
  readonly error?: string;
  readonly onChange: (document: UploadedDocument) => void;
}) {
  const services = useServices();
  const [upload, setUpload] = useState<{ readonly busy: boolean; readonly error?: string }>({ busy: false });
  const shown = upload.error ?? error;
  return (
    <div className="profile-field">
      <label htmlFor={id}>
        Подтверждающий документ<span aria-hidden="true"> *</span>
      </label>
      <span id={`${id}-hint`} className="muted profile-field__hint">
        Фото или PDF диплома, удостоверения, зачётной книжки или справки, до 10 МБ
      </span>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-busy={upload.busy}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          setUpload({ busy: true });
          const uploaded = await services.pro!.uploadDocument(file);
          setUpload(E.isLeft(uploaded) ? { busy: false, error: uploaded.left.message || APPEAL_FILE_MESSAGES.CORRUPT_FILE } : { busy: false });
          onChange(E.isRight(uploaded) ? uploaded.right : null);
        }}
      />
      <div aria-live="polite">
        {upload.busy && <p className="muted">Загружаем файл…</p>}
        {document && <p data-testid="pro-document">{`Загружен: ${document.name}`}</p>}
      </div>
      {shown && (
        <p id={`${id}-error`} className="field-error">
          {shown}
        </p>
      )}
    </div>
  );
}
