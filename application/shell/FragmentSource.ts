/** A static fragment (spec §3 Cart: static fragments by slot): a piece of HTML (not yet sanitised) editors put in a slot of a page. */
export interface Fragment {
  readonly id: string;
  readonly slot: string;
  readonly htmlContent: string;
}

/** Static fragments as editors keep them. */
export interface FragmentSource {
  readonly all: () => Promise<readonly Fragment[]>;
}
