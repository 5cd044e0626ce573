import * as t from 'io-ts';
import type { PopupSource } from '../../application/shell/PopupSource';
import { readJsonList } from './readJsonList';

/** A popup as editors keep it, with the path prefixes it is shown on. */
const StoredPopup = t.intersection(
  [
    t.type({
      id: t.string,
      paths: t.array(t.string),
      type: t.keyof({ small_popup: null, large_popup: null }),
      popupPosition: t.string,
      timeFromPageOpenSeconds: t.number,
      content: t.array(t.type({ title: t.string, text: t.string, buttons: t.array(t.type({ text: t.string, url: t.string })) })),
    }),
    t.partial({ subtype: t.literal('email') }),
  ],
  'Popup',
);

/** Popups from a JSON file kept with the shop's content (read on each call, so edits show at once). */
export function filePopups(path: string): PopupSource {
  return { all: () => readJsonList(StoredPopup, path) };
}
