/** A gift card form's send button, off until the form may be sent and while sending, and the server's refusal under it. */
export function GiftCardSendButton({
  label,
  sendingLabel,
  ready,
  status,
}: {
  readonly label: string;
  readonly sendingLabel: string;
  readonly ready: boolean;
  readonly status: { readonly _tag: string; readonly message?: string };
}) {
  return (
    <>
      <button type="submit" className="button button--primary" disabled={!ready || status._tag === 'sending'}>
        {status._tag === 'sending' ? sendingLabel : label}
      </button>
      {status._tag === 'failed' && (
        <p role="alert" className="field-error">
          {status.message}
        </p>
      )}
    </>
  );
}
