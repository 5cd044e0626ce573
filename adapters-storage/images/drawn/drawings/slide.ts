/** Pool slides: a contoured footbed under one wide strap, from the side, from above and from below. */
import { figure, type Figure } from '../figure';
import type { Drawing } from './drawing';
import { shoeSole } from './shoeViews';

const side: Figure = {
  floor: [104, 158, 90, 7],
  parts: [
    ['k', 'M22 144 C22 150 28 156 38 156 L168 156 C180 156 188 150 188 142 L186 138 L22 138 Z'],
    ['w', 'M20 136 C20 126 28 122 40 124 C80 130 130 128 176 126 C186 126 190 132 188 140 L22 142 Z'],
    ['mx', 'M86 128 C90 98 104 86 126 84 C148 84 166 100 172 126 Z'],
    ['shade', 'M86 128 C90 112 96 104 104 98 L110 127 Z'],
  ],
  strokes: [['line', 0.8, 'M24 138 C80 140 140 140 186 136']],
  logo: [118, 102, 20, 0, 'trim'],
};
const top: Figure = {
  floor: [108, 104, 92, 42],
  parts: [
    ['w', 'M24 100 C24 80 38 71 60 72 C94 73 126 67 156 66 C181 65 194 82 194 100 C194 118 181 135 156 134 C126 133 94 127 60 128 C38 129 24 120 24 100 Z'],
    ['shade', 'M40 100 C40 88 48 84 60 84 C90 86 120 82 150 80 C170 80 180 90 180 100 C180 112 170 120 150 120 C120 118 90 114 60 116 C48 116 40 112 40 100 Z'],
    ['mx', 'M100 64 L150 62 C154 62 156 138 150 138 L100 136 C96 136 96 64 100 64 Z'],
  ],
  logo: [116, 92, 18, 90, 'trim'],
};
export const SLIDE: Drawing = { views: [figure(side), figure(top), shoeSole({ laced: false, collarY: 120, tread: 'waves' })], detail: [128, 108, 2] };
