/** Winter kit: a pair of skis (cross-country or alpine), a snowboard, a hockey stick, skates. */
import { figure, type Figure, type Part } from '../figure';
import { group, type View } from '../svg';
import type { Drawing } from './drawing';
import { shoeSide, type ShoeOutline } from './shoeSide';

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
  parts: [['m', `M10 ${140 - rise} C14 ${140 - rise} 20 138 30 138 C80 ${134 - thick} 120 ${134 - thick} 188 138 C192 138 194 142 190 ${144 + thick / 2} C120 ${142} 80 ${142} 30 ${144 + thick / 2} C18 146 8 ${142 - rise} 10 ${140 - rise} Z`],
    ['k', 'M84 128 L120 128 L122 136 L82 136 Z']],
  logo: [140, 134, 8],
});

const alpineBinding = (x: number): readonly Part[] => [
  ['k', `M${x - 9} 84 L${x + 9} 84 L${x + 9} 100 L${x - 9} 100 Z`], ['s', `M${x - 7} 100 L${x + 7} 100 L${x + 7} 126 L${x - 7} 126 Z`],
  ['k', `M${x - 10} 126 L${x + 10} 126 L${x + 10} 146 L${x - 10} 146 Z`], ['a', `M${x - 6} 130 L${x + 6} 130 L${x + 6} 136 L${x - 6} 136 Z`, 0.6],
];
const xcBinding = (x: number): readonly Part[] => [['k', `M${x - 5} 94 L${x + 5} 94 L${x + 5} 112 L${x - 5} 112 Z`], ['a', `M${x - 5} 98 L${x + 5} 98 L${x + 5} 102 L${x - 5} 102 Z`, 0]];

export const ALPINE_SKIS: Drawing = { views: [figure(skiPair(15, 11, alpineBinding)), figure(skiSide(14, 6))], detail: [100, 112, 2.2] };
export const XC_SKIS: Drawing = { views: [figure(skiPair(8, 7, xcBinding)), figure(skiSide(22, 3))], detail: [100, 100, 2.6] };

const BOARD = 'M72 14 C72 6 128 6 128 14 L130 34 C124 90 124 110 130 166 L128 186 C128 194 72 194 72 186 L70 166 C76 110 76 90 70 34 Z';
const board: Figure = {
  floor: [100, 194, 40, 4],
  parts: [['m', BOARD], ['a', 'M72 60 C90 70 110 70 128 58 L127 90 C110 104 90 104 73 96 Z', 0], ['trim', 'M73 150 L127 136 L128 142 L74 156 Z', 0],
    ['k', 'M80 48 L120 54 L118 76 L78 70 Z'], ['k', 'M80 122 L120 132 L118 154 L78 144 Z'], ['a', 'M82 56 L118 62 L118 66 L82 60 Z', 0], ['a', 'M82 132 L118 140 L118 144 L82 136 Z', 0]],
  logo: [92, 104, 16],
};
const boardSide: Figure = { floor: [100, 146, 90, 4], parts: [['m', 'M8 126 C14 128 24 136 40 136 L160 136 C176 136 186 128 192 126 C188 134 178 142 160 142 L40 142 C22 142 12 134 8 126 Z'], ['k', 'M56 112 L78 112 L80 136 L54 136 Z'], ['k', 'M122 112 L144 112 L146 136 L120 136 Z']], logo: [96, 137, 6] };
export const SNOWBOARD: Drawing = { views: [figure(board), figure(boardSide)], detail: [100, 62, 2.4] };

const stick: Figure = {
  floor: [96, 182, 80, 4],
  parts: [['m', 'M152 8 L162 12 L74 168 L64 164 Z'], ['a', 'M140 30 L150 34 L128 72 L118 68 Z', 0], ['k', 'M150 6 L164 12 L158 24 L146 18 Z'],
    ['m', 'M64 164 L76 168 C70 176 60 182 40 184 C26 186 18 182 20 176 C22 172 30 172 40 172 C50 172 58 170 64 164 Z'], ['w', 'M44 172 C54 171 60 169 66 164 L72 168 C66 176 58 180 46 182 Z', 0.8]],
  strokes: [['line', 0.8, 'M52 172 L56 180 M58 170 L62 178 M64 167 L68 174']],
  logo: [108, 90, 14, -60, 'trim'],
};
export const HOCKEY_STICK: Drawing = { views: [figure(stick)], detail: [56, 172, 2.6] };

const BLADE = (p: { readonly line: string }) => `<path d="M28 164 L172 164 C178 164 182 168 178 172 L24 172 C20 168 22 164 28 164 Z" fill="url(#s)" stroke="${p.line}" stroke-width="0.8"/>`;
const HOCKEY_BOOT: ShoeOutline = {
  upper: 'M30 130 C26 100 28 60 36 30 L58 26 C62 50 70 64 80 74 L100 84 C128 94 156 100 168 110 C178 118 178 128 174 134 L30 134 Z',
  midsole: 'M28 130 L176 130 L176 140 L28 140 Z',
  outsole: 'M40 140 L60 140 L66 164 L52 164 Z M140 140 L160 140 L154 164 L140 164 Z',
  overlays: ['M36 30 L58 26 L60 40 L38 44 Z', 'M30 100 C40 104 56 104 68 100 L70 134 L30 134 Z'],
  laces: [62, 48, 122, 92, 7],
  seams: ['M40 50 C44 80 46 110 48 130'],
  sheen: 'M100 86 C126 96 150 102 166 111 C148 108 124 100 104 92 Z',
  logo: [112, 114, 12],
  under: () => '',
  over: (p) => BLADE(p) + `<path d="M36 140 L166 140 L160 164 L44 164 Z" fill="url(#w)" stroke="${p.line}" stroke-width="0.8"/>`,
};
const FIGURE_BOOT: ShoeOutline = {
  upper: 'M46 130 C42 100 44 50 50 18 L84 16 C86 40 90 56 100 68 L116 80 C136 90 158 96 166 108 C172 116 172 126 168 134 L46 134 Z',
  midsole: 'M44 130 L170 130 L170 138 L44 138 Z',
  outsole: 'M44 138 L72 138 L70 150 L46 150 Z',
  overlays: ['M50 18 L84 16 L85 24 L51 26 Z'],
  laces: [86, 30, 140, 90, 8],
  seams: ['M56 30 C58 70 60 100 64 128'],
  sheen: 'M60 30 C62 60 62 100 62 126 L56 126 C54 96 54 60 56 30 Z',
  logo: [70, 104, 12],
  under: () => '',
  over: (p) => `<path d="M28 164 L176 164 C186 164 190 156 184 152 L180 160 L160 160 L60 160 C44 160 34 158 30 150 L26 156 C24 160 24 164 28 164 Z" fill="url(#s)" stroke="${p.line}" stroke-width="0.8"/>` +
    `<path d="M52 138 L64 138 L62 160 L54 160 Z M146 138 L158 138 L162 160 L150 160 Z" fill="url(#s)" stroke="${p.line}" stroke-width="0.8"/>`,
};
const skate = (o: ShoeOutline): View => (p, seed) => shoeSide(o, p, seed, { mid: 'url(#k)', out: 'url(#k)' });
const skatePair = (o: ShoeOutline): View => (p, seed) => group('translate(24 -6) scale(0.86)', skate(o)(p, seed)) + group('translate(0 22) scale(0.86)', skate(o)(p, seed));
export const HOCKEY_SKATES: Drawing = { views: [skate(HOCKEY_BOOT), skatePair(HOCKEY_BOOT)], detail: [100, 150, 2.2] };
export const FIGURE_SKATES: Drawing = { views: [skate(FIGURE_BOOT), skatePair(FIGURE_BOOT)], detail: [110, 70, 2.2] };
