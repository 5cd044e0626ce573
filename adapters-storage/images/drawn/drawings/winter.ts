/** Winter kit: a pair of skis (cross-country or alpine), a snowboard, a hockey stick. */
import { figure, type Figure, type Part } from '../figure';
import type { Drawing } from './drawing';

/** One ski from above, tip at the top: `w` half-width at tip and tail, `waist` at the middle. */
const ski = (x: number, w: number, waist: number): string =>
  `M${x - w * 0.3} 8 C${x - w} 12 ${x - w} 22 ${x - w} 30 C${x - waist} 90 ${x - waist} 110 ${x - w} 176 C${x - w} 186 ${x - w * 0.8} 190 ${x} 190 C${x + w * 0.8} 190 ${x + w} 186 ${x + w} 176 C${x + waist} 110 ${x + waist} 90 ${x + w} 30 C${x + w} 22 ${x + w} 12 ${x + w * 0.3} 8 Z`;

/** Two skis side by side with their graphics and bindings. */
const skiPair = (w: number, waist: number, binding: (x: number) => readonly Part[]): Figure => ({
  floor: [100, 192, 50, 4],
  parts: [80, 120].flatMap((x) => [
    ['m', ski(x, w, waist)] as const,
    ['a', `M${x - waist} 60 L${x + waist} 50 L${x + waist} 58 L${x - waist} 68 Z`, 0] as const,
    ['trim', `M${x - 1} 150 L${x + 1} 150 L${x + 1} 176 L${x - 1} 176 Z`, 0] as const,
    ...binding(x),
  ]),
  logo: [74, 156, 12, 90],
});

const skiSide = (rise: number, thick: number): Figure => ({
  floor: [100, 150, 90, 4],
  parts: [
    [
      'm',
      `M10 ${140 - rise} C14 ${140 - rise} 20 138 30 138 C80 ${134 - thick} 120 ${134 - thick} 188 138 C192 138 194 142 190 ${144 + thick / 2} C120 ${142} 80 ${142} 30 ${144 + thick / 2} C18 146 8 ${142 - rise} 10 ${140 - rise} Z`,
    ],
    ['k', 'M84 128 L120 128 L122 136 L82 136 Z'],
  ],
  logo: [140, 134, 8],
});

const alpineBinding = (x: number): readonly Part[] => [
  ['k', `M${x - 9} 84 L${x + 9} 84 L${x + 9} 100 L${x - 9} 100 Z`],
  ['s', `M${x - 7} 100 L${x + 7} 100 L${x + 7} 126 L${x - 7} 126 Z`],
  ['k', `M${x - 10} 126 L${x + 10} 126 L${x + 10} 146 L${x - 10} 146 Z`],
  ['a', `M${x - 6} 130 L${x + 6} 130 L${x + 6} 136 L${x - 6} 136 Z`, 0.6],
];
const xcBinding = (x: number): readonly Part[] => [
  ['k', `M${x - 5} 94 L${x + 5} 94 L${x + 5} 112 L${x - 5} 112 Z`],
  ['a', `M${x - 5} 98 L${x + 5} 98 L${x + 5} 102 L${x - 5} 102 Z`, 0],
];

export const ALPINE_SKIS: Drawing = { views: [figure(skiPair(15, 11, alpineBinding)), figure(skiSide(14, 6))], detail: [100, 112, 2.2] };
export const XC_SKIS: Drawing = { views: [figure(skiPair(8, 7, xcBinding)), figure(skiSide(22, 3))], detail: [100, 100, 2.6] };

const BOARD = 'M72 14 C72 6 128 6 128 14 L130 34 C124 90 124 110 130 166 L128 186 C128 194 72 194 72 186 L70 166 C76 110 76 90 70 34 Z';
const board: Figure = {
  floor: [100, 194, 40, 4],
  parts: [
    ['m', BOARD],
    ['a', 'M72 60 C90 70 110 70 128 58 L127 90 C110 104 90 104 73 96 Z', 0],
    ['trim', 'M73 150 L127 136 L128 142 L74 156 Z', 0],
    ['k', 'M80 48 L120 54 L118 76 L78 70 Z'],
    ['k', 'M80 122 L120 132 L118 154 L78 144 Z'],
    ['a', 'M82 56 L118 62 L118 66 L82 60 Z', 0],
    ['a', 'M82 132 L118 140 L118 144 L82 136 Z', 0],
  ],
  logo: [92, 104, 16],
};
const boardSide: Figure = {
  floor: [100, 146, 90, 4],
  parts: [
    ['m', 'M8 126 C14 128 24 136 40 136 L160 136 C176 136 186 128 192 126 C188 134 178 142 160 142 L40 142 C22 142 12 134 8 126 Z'],
    ['k', 'M56 112 L78 112 L80 136 L54 136 Z'],
    ['k', 'M122 112 L144 112 L146 136 L120 136 Z'],
  ],
  logo: [96, 137, 6],
};
export const SNOWBOARD: Drawing = { views: [figure(board), figure(boardSide)], detail: [100, 62, 2.4] };

const stick: Figure = {
  floor: [96, 182, 80, 4],
  parts: [
    ['m', 'M152 8 L162 12 L74 168 L64 164 Z'],
    ['a', 'M140 30 L150 34 L128 72 L118 68 Z', 0],
    ['k', 'M150 6 L164 12 L158 24 L146 18 Z'],
    ['m', 'M64 164 L76 168 C70 176 60 182 40 184 C26 186 18 182 20 176 C22 172 30 172 40 172 C50 172 58 170 64 164 Z'],
    ['w', 'M44 172 C54 171 60 169 66 164 L72 168 C66 176 58 180 46 182 Z', 0.8],
  ],
  strokes: [['line', 0.8, 'M52 172 L56 180 M58 170 L62 178 M64 167 L68 174']],
  logo: [108, 90, 14, -60, 'trim'],
};
export const HOCKEY_STICK: Drawing = { views: [figure(stick)], detail: [56, 172, 2.6] };
