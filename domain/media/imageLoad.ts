/** Load state of a cart line image (spec §4 Cart item, Image load). */
export type ImageLoadState = 'loading' | 'complete' | 'error';

/** Next image state: a load or error event ends loading; a new source starts over (spec §4 Image load). */
export function imageLoadTransition(state: ImageLoadState, event: 'load' | 'error' | 'sourceChanged'): ImageLoadState {
  if (event === 'sourceChanged') return 'loading';
  if (state !== 'loading') return state;
  return event === 'load' ? 'complete' : 'error';
}
