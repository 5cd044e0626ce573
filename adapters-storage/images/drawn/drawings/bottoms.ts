/** Legwear, front and back: trousers, ski trousers, shorts, board shorts, leggings, base-layer bottoms. */
import { figure, type Figure, type Part, type Stroke } from '../figure';
import type { Drawing } from './drawing';

const WAIST: Part = ['dark', 'M58 14 L142 14 L142 27 L58 27 Z', 0.8];
const CORDS: readonly Stroke[] = [
  ['trim', 2, 'M96 27 L93 46'],
  ['trim', 2, 'M104 27 L107 46'],
];
const legShade = (x1: number, x2: number, bottom: number): readonly Part[] => [
  ['shade', `M${x1} 60 L${x1 + 10} 60 L${x1 + 12} ${bottom} L${x1} ${bottom} Z`],
  ['shade', `M${x2} 60 L${x2 - 10} 60 L${x2 - 12} ${bottom} L${x2} ${bottom} Z`],
];

const TROUSERS = 'M58 14 L142 14 L146 52 L140 186 L108 186 L101 68 L99 68 L92 186 L60 186 L54 52 Z';
const trousers = (back: boolean): Figure => ({
  floor: [100, 190, 60, 4],
  parts: [
    ['mx', TROUSERS],
    WAIST,
    ...legShade(54, 146, 186),
    ['dark', 'M60 176 L92 176 L92 186 L60 186 Z', 0.8],
    ['dark', 'M108 176 L140 176 L140 186 L108 186 Z', 0.8],
    ['a', 'M54 52 L58 27 L62 27 L59 52 L64 176 L60 176 Z', 0],
    ['a', 'M146 52 L142 27 L138 27 L141 52 L136 176 L140 176 Z', 0],
    ...(back ? [['shade', 'M68 36 L86 36 L86 52 L68 52 Z'] as const] : []),
  ],
  strokes: [
    ...(back ? [] : [...CORDS, ['shade', 1.6, 'M64 30 C70 40 72 48 74 56'] as const, ['shade', 1.6, 'M136 30 C130 40 128 48 126 56'] as const]),
    ['shade', 1.4, 'M72 118 C78 122 84 122 90 118'],
    ['shade', 1.4, 'M110 132 C116 136 122 136 128 132'],
  ],
  seams: back ? ['M100 27 L100 66'] : ['M100 27 L100 52'],
  ...(back ? {} : { logo: [66, 36, 9] as const }),
});
export const TROUSERS_DRAWING: Drawing = { views: [figure(trousers(false)), figure(trousers(true))], detail: [100, 34, 2] };

const SKI = 'M52 12 L148 12 L154 56 L154 186 L108 186 L101 72 L99 72 L92 186 L46 186 L46 56 Z';
const skiTrousers = (back: boolean): Figure => ({
  floor: [100, 190, 64, 4],
  parts: [
    ['mx', SKI],
    ['dark', 'M52 12 L148 12 L148 24 L52 24 Z', 0.8],
    ...legShade(46, 154, 186),
    ['a', 'M48 112 L92 112 L93 128 L47 128 Z', 0.6],
    ['a', 'M152 112 L108 112 L107 128 L153 128 Z', 0.6],
    ['k', 'M46 174 L92 174 L92 186 L46 186 Z', 0.8],
    ['k', 'M108 174 L154 174 L154 186 L108 186 Z', 0.8],
  ],
  strokes: back
    ? []
    : [
        ['trim', 2.2, 'M100 24 L100 58'],
        ['dark', 2.2, 'M58 34 L66 58'],
        ['dark', 2.2, 'M142 34 L134 58'],
        ['trim', 2, 'M148 70 L150 104'],
      ],
  seams: ['M48 100 C60 104 80 104 92 100', 'M108 100 C120 104 140 104 152 100'],
  ...(back ? {} : { logo: [124, 82, 9] as const }),
});
export const SKI_TROUSERS: Drawing = { views: [figure(skiTrousers(false)), figure(skiTrousers(true))], detail: [70, 118, 2] };

const SHORTS = 'M54 40 L146 40 L154 96 L152 136 L108 140 L101 100 L99 100 L92 140 L48 136 L46 96 Z';
const shorts: Figure = {
  floor: [100, 150, 60, 4],
  parts: [
    ['mx', SHORTS],
    ['dark', 'M54 40 L146 40 L146 54 L54 54 Z', 0.8],
    ['a', 'M46 96 L50 54 L55 54 L52 96 L54 137 L48 136 Z', 0],
    ['a', 'M154 96 L150 54 L145 54 L148 96 L146 137 L152 136 Z', 0],
    ['hole', 'M48 136 L50 124 L56 137 Z', 0],
    ['hole', 'M152 136 L150 124 L144 137 Z', 0],
  ],
  strokes: [...CORDS.map(([t, w, d]) => [t, w, d.replace('36', '54').replace('56', '72')] as const), ['shade', 1.4, 'M64 110 C72 114 80 114 88 110']],
  seams: ['M50 130 L92 134', 'M108 134 L150 130'],
  logo: [128, 70, 9],
};
export const SHORTS_DRAWING: Drawing = { views: [figure(shorts), figure({ ...shorts, strokes: [], logo: [96, 46, 6] })], detail: [126, 66, 2.2] };

const BOARD = 'M54 30 L146 30 L154 96 L152 156 L108 160 L101 100 L99 100 L92 160 L48 156 L46 96 Z';
const board: Figure = {
  floor: [100, 170, 60, 4],
  parts: [
    ['mx', BOARD],
    ['a', 'M46 96 L54 30 L70 30 L60 96 L66 158 L48 156 Z', 0.6],
    ['a', 'M154 96 L146 30 L130 30 L140 96 L134 158 L152 156 Z', 0.6],
    ['trim', 'M58 120 L92 124 L92 132 L56 128 Z', 0],
    ['trim', 'M142 120 L108 124 L108 132 L144 128 Z', 0],
  ],
  strokes: [
    ['trim', 1.6, 'M96 32 L104 40 M104 32 L96 40 M96 40 L104 48 M104 40 L96 48'],
    ['trim', 2, 'M100 48 L94 62'],
    ['trim', 2, 'M100 48 L106 62'],
  ],
  seams: ['M100 50 L100 96', 'M54 36 L146 36'],
  logo: [120, 60, 10],
};
export const SWIM_SHORTS: Drawing = { views: [figure(board), figure({ ...board, strokes: [], logo: [96, 40, 7] })], detail: [100, 44, 2.2] };

const LEGGINGS = 'M62 18 L138 18 L142 60 L132 182 L110 182 L102 84 L98 84 L90 182 L68 182 L58 60 Z';
const leggings: Figure = {
  floor: [100, 186, 44, 3],
  parts: [
    ['mx', LEGGINGS],
    ['dark', 'M62 18 L138 18 L140 38 L60 38 Z', 0.8],
    ['a', 'M58 60 L62 60 L72 182 L68 182 Z', 0],
    ['a', 'M142 60 L138 60 L128 182 L132 182 Z', 0],
  ],
  seams: ['M68 176 L90 176', 'M110 176 L132 176'],
  logo: [70, 46, 8],
};
export const LEGGINGS_DRAWING: Drawing = { views: [figure(leggings), figure({ ...leggings, logo: [96, 26, 6] })], detail: [74, 44, 2.2] };
// Thermal long johns: a knit ribbed along the legs, a fly, ribbed cuffs at the ankles and a wide soft waistband, so they
// read as base layer rather than as leggings of the same cut.
const legEdges = (y: number): readonly [number, number] => [y < 60 ? 58 + (60 - y) / 10 : 58 + ((y - 60) * 10) / 122, y < 84 ? 98 : 98 - ((y - 84) * 8) / 98];
const rib = (f: number, mirror: boolean) =>
  [46, 162]
    .map((y, i) => {
      const [outer, inner] = legEdges(y);
      const x = outer + f * (inner - outer);
      return `${i === 0 ? 'M' : 'L'}${(mirror ? 200 - x : x).toFixed(1)} ${y}`;
    })
    .join(' ');
const RIBS = [0.2, 0.4, 0.6, 0.8].flatMap((f) => [rib(f, false), rib(f, true)]).join(' ');
const baseBottom = (back: boolean): Figure => ({
  floor: [100, 186, 44, 3],
  parts: [
    ['mx', LEGGINGS],
    ['light', 'M62 18 L138 18 L140 42 L60 42 Z', 0.8],
    ['dark', 'M69 164 L91 164 L90 182 L68 182 Z', 0.8],
    ['dark', 'M109 164 L131 164 L132 182 L110 182 Z', 0.8],
  ],
  strokes: [
    ['shade', 1, RIBS],
    [
      'line',
      0.8,
      'M72 168 L72 180 M76 168 L76 180 M80 168 L80 180 M84 168 L84 180 M88 168 L88 180 M112 168 L112 180 M116 168 L116 180 M120 168 L120 180 M124 168 L124 180 M128 168 L128 180',
    ],
    ...(back ? [] : [['line', 1.4, 'M100 42 L100 70 C99 78 93 80 88 76'] as const]),
  ],
  seams: ['M62 30 L138 30'],
  logo: back ? [100, 30, 6] : [124, 30, 6],
});
export const BASE_BOTTOM: Drawing = { views: [figure(baseBottom(false)), figure(baseBottom(true))], detail: [100, 60, 2.4] };
