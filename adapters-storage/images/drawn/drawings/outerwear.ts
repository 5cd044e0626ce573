/** Long-sleeved outer layers, front and back: hoodies, fleeces, jackets, down jackets, ski jackets. */
import { figure, type Figure, type Part, type Stroke } from '../figure';
import type { Drawing } from './drawing';

const LONG =
  'M68 34 L132 34 L160 44 C172 74 178 112 182 150 L162 154 C158 126 154 104 152 88 L152 170 L48 170 L48 88 C46 104 42 126 38 154 L18 150 C22 112 28 74 40 44 Z';
const CUFFS: readonly Part[] = [
  ['dark', 'M18 150 L38 154 L37 165 L17 161 Z', 0.8],
  ['dark', 'M182 150 L162 154 L163 165 L183 161 Z', 0.8],
];
const HEM: Part = ['dark', 'M48 166 L152 166 L152 178 L48 178 Z', 0.8];
const SIDES: readonly Part[] = [
  ['shade', 'M48 88 L48 170 L60 170 C58 140 56 110 54 90 Z'],
  ['shade', 'M152 88 L152 170 L140 170 C142 140 144 110 146 90 Z'],
];
const ARM_FOLDS: readonly Stroke[] = [
  ['shade', 1.4, 'M26 110 C32 112 38 110 42 106'],
  ['shade', 1.4, 'M174 110 C168 112 162 110 158 106'],
];
const HOOD_BACK = 'M62 36 C58 62 72 92 100 98 C128 92 142 62 138 36 C124 28 76 28 62 36 Z';

const hoodie: Figure = {
  floor: [100, 184, 72, 5],
  parts: [
    ['m', 'M62 40 C56 16 78 4 100 4 C122 4 144 16 138 40 Z'],
    ['mx', LONG],
    ...CUFFS,
    HEM,
    ...SIDES,
    ['ink', 'M76 36 C78 18 90 12 100 12 C110 12 122 18 124 36 C114 42 86 42 76 36 Z', 0],
    ['m', 'M62 40 C66 50 80 52 100 50 C120 52 134 50 138 40 C134 34 128 32 124 36 C114 44 86 44 76 36 C72 32 66 34 62 40 Z', 0.8],
    ['mx', 'M64 118 L136 118 L146 160 L54 160 Z'],
    ['shade', 'M64 118 L72 118 L62 160 L54 160 Z'],
    ['shade', 'M136 118 L128 118 L138 160 L146 160 Z'],
  ],
  strokes: [['trim', 2, 'M90 46 L88 78'], ['trim', 2, 'M110 46 L112 78'], ['accent', 4, 'M88 76 L88 82'], ['accent', 4, 'M112 76 L112 82'], ...ARM_FOLDS],
  seams: ['M66 122 L134 122', 'M40 44 C44 60 46 74 48 88', 'M160 44 C156 60 154 74 152 88'],
  logo: [93, 84, 14],
};
const hoodieBack: Figure = {
  floor: hoodie.floor,
  parts: [['mx', LONG], ...CUFFS, HEM, ...SIDES, ['mx', HOOD_BACK], ['shade', 'M100 34 L100 98 C90 96 80 90 74 80 Z']],
  strokes: ARM_FOLDS,
  seams: ['M100 30 L100 96'],
};
export const HOODIE: Drawing = { views: [figure(hoodie), figure(hoodieBack)], detail: [100, 70, 2.2] };

const COLLAR: readonly Part[] = [
  ['mx', 'M72 14 L128 14 L132 38 L100 42 L68 38 Z'],
  ['ink', 'M78 16 L122 16 L120 24 L80 24 Z', 0],
];
const ZIP: readonly Stroke[] = [
  ['trim', 2.2, 'M100 18 L100 176'],
  ['line', 0.8, 'M97 18 L97 176'],
  ['line', 0.8, 'M103 18 L103 176'],
];
const POCKETS: readonly Stroke[] = [
  ['dark', 2.4, 'M58 118 L68 148'],
  ['dark', 2.4, 'M142 118 L132 148'],
  ['dark', 2.2, 'M112 72 L136 68'],
];
const jacket = (yoke: boolean): Figure => ({
  floor: [100, 184, 72, 5],
  parts: [
    ['dark', 'M70 32 C64 12 80 6 100 6 C120 6 136 12 130 32 Z'],
    ['mx', LONG.replace('L152 170 L48 170', 'L152 176 L48 176')],
    ...CUFFS,
    ...SIDES,
    ...(yoke ? [['a', 'M68 34 L132 34 L160 44 L164 56 C140 52 120 58 100 58 C80 58 60 52 36 56 L40 44 Z', 0.6] as const] : []),
    ...COLLAR,
    ['a', 'M96 44 L104 44 L104 58 L96 58 Z', 0.6],
  ],
  strokes: [...ZIP, ...POCKETS, ...ARM_FOLDS, ['trim', 3, 'M56 172 L60 172']],
  seams: ['M50 170 L98 170', 'M102 170 L150 170'],
  logo: [120, 84, 11],
});
const jacketBack: Figure = {
  floor: [100, 184, 72, 5],
  parts: [
    ['mx', LONG.replace('L152 170 L48 170', 'L152 176 L48 176')],
    ...CUFFS,
    ...SIDES,
    ['mx', HOOD_BACK],
    ['a', 'M56 60 C80 66 120 66 144 60 L144 66 C120 72 80 72 56 66 Z', 0],
  ],
  strokes: ARM_FOLDS,
  seams: ['M50 170 L150 170', 'M62 40 C80 48 120 48 138 40'],
  logo: [95, 110, 10],
};
export const JACKET: Drawing = { views: [figure(jacket(true)), figure(jacketBack)], detail: [118, 74, 2.4] };

/** A down jacket's stitched channels: a shaded seam and a lit bulge per channel across the body and sleeves. */
const CHANNELS: readonly Stroke[] = [
  ...[50, 72, 94, 116, 138, 160].flatMap((y): Stroke[] => [
    ['shade', 2, `M48 ${y} C70 ${y + 5} 130 ${y + 5} 152 ${y}`],
    ['sheen', 3, `M54 ${y - 8} C74 ${y - 4} 126 ${y - 4} 146 ${y - 8}`],
  ]),
  ...[60, 84, 108, 132].flatMap((y): Stroke[] => [
    ['shade', 2, `M${34 - (y - 60) / 10} ${y} L46 ${y + 4}`],
    ['shade', 2, `M${166 + (y - 60) / 10} ${y} L154 ${y + 4}`],
  ]),
];
const puffer: Figure = { ...jacket(false), strokes: [...CHANNELS, ...ZIP, ['trim', 2, 'M112 76 L130 74']], logo: [124, 62, 10] };
export const PUFFER: Drawing = { views: [figure(puffer), figure({ ...jacketBack, strokes: CHANNELS })], detail: [100, 94, 2.2] };

const skiJacket: Figure = {
  ...jacket(false),
  parts: [
    ['mx', 'M62 40 C54 8 78 -2 100 -2 C122 -2 146 8 138 40 Z'],
    ['ink', 'M74 38 C72 16 86 8 100 8 C114 8 128 16 126 38 Z', 0],
    ['a', 'M70 16 C84 4 116 4 130 16 L128 22 C114 12 86 12 72 22 Z', 0.6],
    ...jacket(false).parts.slice(1),
    ['a', 'M48 96 L98 70 L98 100 L48 126 Z', 0.6],
    ['a', 'M152 96 L102 70 L102 100 L152 126 Z', 0.6],
    ['dark', 'M48 150 L152 150 L152 160 L48 160 Z', 0],
    ['dark', 'M24 104 L40 106 L38 124 L22 122 Z', 0.8],
    ['w', 'M26 108 L37 109 L36 118 L25 117 Z', 0.6],
  ],
  logo: [116, 56, 10],
};
export const SKI_JACKET: Drawing = { views: [figure(skiJacket), figure(jacketBack)], detail: [30, 112, 2.8] };

const fleece: Figure = {
  floor: [100, 184, 72, 5],
  parts: [
    ['mx', LONG],
    ...CUFFS,
    HEM,
    ...SIDES,
    ...COLLAR,
    ['dark', 'M40 44 L68 34 L70 46 L44 58 Z', 0.6],
    ['dark', 'M160 44 L132 34 L130 46 L156 58 Z', 0.6],
    ['a', 'M96 66 L104 66 L104 78 L96 78 Z', 0.6],
  ],
  strokes: [['trim', 2.2, 'M100 18 L100 70'], ['dark', 2.2, 'M60 76 L80 74'], ...ARM_FOLDS],
  seams: ['M50 164 L150 164'],
  logo: [120, 88, 11],
};
export const FLEECE: Drawing = {
  views: [figure(fleece), figure({ ...hoodieBack, parts: [['mx', LONG], ...CUFFS, HEM, ...SIDES, ...COLLAR] })],
  detail: [100, 40, 2.4],
};
