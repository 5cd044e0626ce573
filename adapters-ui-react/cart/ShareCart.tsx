import { useState } from 'react';
import { Modal } from '../components/Modal';
import { useServices } from '../shopContext';
import { SNAPSHOT_QUERY } from './SharedCartDialog';
import * as E from 'fp-ts/Either';

type Share =
  | { readonly _tag: 'idle' }
  | { readonly _tag: 'saving' }
  | { readonly _tag: 'ready'; readonly link: string; readonly copied: boolean }
  | { readonly _tag: 'failed'; readonly message: string };

/** «Поделиться корзиной»: saves the lines as a snapshot and shows its link (spec §7 POST /cart/snapshots, §2 share-cart dialog). */
export function ShareCart() {
  const { cartPage } = useServices();
  const [share, setShare] = useState<Share>({ _tag: 'idle' });
  const open = async () => {
    if (!cartPage) return;
    setShare({ _tag: 'saving' });
    const saved = await cartPage.saveSnapshot();
    setShare(
      E.isRight(saved)
        ? { _tag: 'ready', link: `${window.location.origin}/cart/?${SNAPSHOT_QUERY}=${saved.right.id}`, copied: false }
        : { _tag: 'failed', message: saved.left.message },
    );
  };
  const copy = async (link: string) => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setShare({ _tag: 'ready', link, copied: true });
  };
  return (
    <>
      <button type="button" className="link-button" onClick={open} disabled={share._tag === 'saving'} data-testid="share-cart">
        Поделиться корзиной
      </button>
      <Modal
        open={share._tag === 'ready' || share._tag === 'failed'}
        onClose={() => setShare({ _tag: 'idle' })}
        title="Поделиться корзиной"
        testId="share-cart-dialog"
      >
        {share._tag === 'failed' && (
          <p className="field-error" role="alert">
            {share.message}
          </p>
        )}
        {share._tag === 'ready' && (
          <div className="stack-form">
            <label htmlFor="share-cart-link">Ссылка на корзину</label>
            <input id="share-cart-link" readOnly value={share.link} onFocus={(e) => e.target.select()} data-testid="share-cart-link" />
            <button type="button" className="button button--primary" onClick={() => copy(share.link)}>
              Скопировать ссылку
            </button>
            <p className="notice" aria-live="polite">
              {share.copied ? 'Ссылка скопирована' : ''}
            </p>
          </div>
        )}
      </Modal>
    </>
  );
}
