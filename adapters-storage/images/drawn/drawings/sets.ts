/** Sets and one-pieces: a tracksuit's jacket beside its trousers, a child's snowsuit. */
import { drawFigure, figure, type Figure } from '../figure';
import type { View } from '../svg';
import { group } from '../svg';
import type { Drawing } from './drawing';
import { TROUSERS_DRAWING } from './bottoms';
import { JACKET } from './outerwear';

const side =
  (left: View, right: View): View =>
  (p, seed) =>
    group('translate(-4 22) scale(0.62)', left(p, seed)) + group('translate(84 22) scale(0.62)', right(p, seed));
export const TRACKSUIT: Drawing = {
  views: [side(JACKET.views[0]!, TROUSERS_DRAWING.views[0]!), side(JACKET.views[1]!, TROUSERS_DRAWING.views[1]!)],
  detail: [60, 70, 2],
};

const SUIT =
  'M70 40 L130 40 L156 50 C166 80 172 110 176 138 L158 142 C154 120 150 100 146 88 L148 176 L110 176 L102 124 L98 124 L90 176 L52 176 L54 88 C50 100 46 120 42 142 L24 138 C28 110 34 80 44 50 Z';
const snowsuit: Figure = {
  floor: [100, 182, 66, 4],
  parts: [
    ['mx', 'M66 46 C58 22 78 6 100 6 C122 6 142 22 134 46 Z'],
    ['mx', SUIT],
    ['ink', 'M78 44 C78 24 90 16 100 16 C110 16 122 24 122 44 C112 50 88 50 78 44 Z', 0],
    ['w', 'M70 12 C84 2 116 2 130 12 L128 20 C114 12 86 12 72 20 Z', 0.6],
    ['dark', 'M24 138 L42 142 L41 152 L23 148 Z', 0.8],
    ['dark', 'M176 138 L158 142 L159 152 L177 148 Z', 0.8],
    ['k', 'M52 166 L90 166 L90 178 L52 178 Z', 0.8],
    ['k', 'M110 166 L148 166 L148 178 L110 178 Z', 0.8],
    ['a', 'M54 96 L146 96 L146 104 L54 104 Z', 0],
    ['trim', 'M56 148 L90 148 L90 153 L56 153 Z', 0],
    ['trim', 'M110 148 L146 148 L146 153 L110 153 Z', 0],
  ],
  strokes: [
    ['trim', 2.2, 'M100 48 L100 124'],
    ['dark', 2.2, 'M64 112 L72 132'],
    ['dark', 2.2, 'M136 112 L128 132'],
  ],
  logo: [116, 66, 10],
};
export const SNOWSUIT: Drawing = {
  views: [figure(snowsuit), (p, seed) => drawFigure({ ...snowsuit, parts: snowsuit.parts.filter(([tone]) => tone !== 'ink'), strokes: [] }, p, seed)],
  detail: [100, 100, 2.2],
};
