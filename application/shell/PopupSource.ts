/** A popup of spec §3: shown on matching page paths after its delay. */
export interface Popup {
  readonly id: string;
  readonly type: 'small_popup' | 'large_popup';
  readonly subtype?: 'email';
  readonly popupPosition: string;
  readonly timeFromPageOpenSeconds: number;
  readonly content: readonly {
    readonly title: string;
    readonly text: string;
    readonly buttons: readonly { readonly text: string; readonly url: string }[];
  }[];
}

/** Popups and the path prefixes they are shown on. */
export interface PopupSource {
  readonly all: () => Promise<readonly (Popup & { readonly paths: readonly string[] })[]>;
}
