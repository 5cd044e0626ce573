/** Bags and fitness kit: backpacks, hex dumbbells, kettlebells, yoga mats, bottles. */
import { figure, type Figure, type Part } from '../figure';
import type { Drawing } from './drawing';

const PACK = 'M56 48 C56 36 72 30 100 30 C128 30 144 36 144 48 L148 160 C148 170 140 176 130 176 L70 176 C60 176 52 170 52 160 Z';
const backpackFront: Figure = {
  floor: [100, 180, 64, 6],
  parts: [
    ['dark', 'M56 54 C42 76 40 124 46 164 L54 164 C50 122 52 82 62 60 Z'],
    ['dark', 'M144 54 C158 76 160 124 154 164 L146 164 C150 122 148 82 138 60 Z'],
    ['mx', PACK],
    ['k', 'M52 152 L148 152 L148 160 C148 170 140 176 130 176 L70 176 C60 176 52 170 52 160 Z'],
    ['m', 'M66 100 L134 100 L138 156 C138 162 134 166 128 166 L72 166 C66 166 62 162 62 156 Z'],
    ['dark', 'M52 84 L148 84 L148 90 L52 90 Z', 0.6],
    ['k', 'M60 82 L70 82 L70 92 L60 92 Z', 0.6],
    ['k', 'M130 82 L140 82 L140 92 L130 92 Z', 0.6],
  ],
  strokes: [
    ['dark', 4, 'M88 32 C88 18 112 18 112 32'],
    ['trim', 2, 'M62 56 C80 46 120 46 138 56'],
    ['trim', 2, 'M67 108 L133 108'],
    ['accent', 4, 'M132 108 L136 118'],
    ['accent', 4, 'M64 56 L60 66'],
  ],
  seams: ['M58 52 C70 40 130 40 142 52', 'M66 160 L134 160'],
  logo: [92, 124, 16],
};
const backpackBack: Figure = {
  floor: backpackFront.floor,
  parts: [
    ['mx', PACK],
    ['dark', 'M64 50 L136 50 L136 96 C120 100 80 100 64 96 Z', 0.8],
    ['dark', 'M64 104 C80 108 120 108 136 104 L136 150 L64 150 Z', 0.8],
    ['k', 'M66 40 C60 80 70 110 64 146 L76 148 C82 110 72 80 80 40 Z'],
    ['k', 'M134 40 C140 80 130 110 136 146 L124 148 C118 110 128 80 120 40 Z'],
    ['a', 'M64 96 L78 96 L78 104 L64 104 Z', 0.6],
    ['a', 'M136 96 L122 96 L122 104 L136 104 Z', 0.6],
  ],
  strokes: [['dark', 4, 'M88 32 C88 18 112 18 112 32']],
};
const backpackSide: Figure = {
  floor: [96, 180, 40, 6],
  parts: [
    ['mx', 'M70 30 C92 28 112 34 116 50 L124 160 C124 172 112 176 100 176 L78 176 C70 176 66 170 66 160 L66 40 Z'],
    ['dark', 'M86 118 L120 118 L124 166 L86 168 Z', 0.8],
    ['k', 'M64 40 C48 70 46 120 58 164 L66 160 C58 120 60 74 72 46 Z'],
  ],
  strokes: [
    ['shade', 1, 'M90 124 L120 150 M90 136 L118 160 M96 120 L122 142 M106 120 L122 132'],
    ['trim', 2, 'M74 36 C92 34 108 40 112 54 L118 150'],
  ],
  logo: [90, 70, 12],
};
export const BACKPACK: Drawing = { views: [figure(backpackFront), figure(backpackSide), figure(backpackBack)], detail: [100, 112, 2.2] };

const head = (x: number): readonly Part[] => {
  const f = (dx: number) => x + dx;
  return [
    ['m', `M${f(0)} 52 L${f(34)} 52 L${f(38)} 60 L${f(38)} 140 L${f(34)} 148 L${f(0)} 148 L${f(-4)} 140 L${f(-4)} 60 Z`],
    ['shade', `M${f(-4)} 60 L${f(38)} 60 L${f(38)} 72 L${f(-4)} 72 Z`],
    ['sheen', `M${f(-4)} 84 L${f(38)} 84 L${f(38)} 92 L${f(-4)} 92 Z`],
    ['shade', `M${f(-4)} 128 L${f(38)} 128 L${f(38)} 140 L${f(-4)} 140 Z`],
  ];
};
const dumbbell: Figure = {
  floor: [100, 156, 84, 6],
  parts: [
    ['s', 'M58 92 L142 92 L142 108 L58 108 Z'],
    ['s', 'M14 90 L22 90 L22 110 L14 110 Z'],
    ['s', 'M186 90 L178 90 L178 110 L186 110 Z'],
    ...head(22),
    ...head(142),
    ['a', 'M152 94 L170 94 L170 106 L152 106 Z', 0.6],
  ],
  strokes: [['line', 0.6, 'M72 93 L72 107 M78 93 L78 107 M84 93 L84 107 M116 93 L116 107 M122 93 L122 107 M128 93 L128 107']],
  logo: [30, 95, 10],
};
const hexFace: Figure = {
  floor: [100, 168, 70, 7],
  parts: [
    ['dark', 'M60 30 L140 30 L180 100 L140 170 L60 170 L20 100 Z'],
    ['m', 'M64 36 L136 36 L172 100 L136 164 L64 164 L28 100 Z'],
    ['s', 'M88 100 A12 12 0 1 0 112 100 A12 12 0 1 0 88 100 Z'],
    ['sheen', 'M64 36 L136 36 L150 60 L50 60 Z'],
  ],
  logo: [92, 126, 16],
};
export const DUMBBELL: Drawing = { views: [figure(dumbbell), figure(hexFace)], detail: [100, 100, 2.4] };

const BELL = 'M60 96 C44 112 42 150 64 166 L136 166 C158 150 156 112 140 96 C128 84 72 84 60 96 Z';
const kettlebell: Figure = {
  floor: [100, 170, 56, 6],
  parts: [
    ['r', 'M66 100 C56 60 66 28 100 28 C134 28 144 60 134 100 L120 96 C128 66 122 44 100 44 C78 44 72 66 80 96 Z'],
    ['r', BELL],
    ['k', 'M62 160 L138 160 L136 168 L64 168 Z'],
    ['a', 'M84 118 L116 118 L116 146 L84 146 Z', 0.8],
  ],
  logo: [92, 124, 16, 0, 'dark'],
};
export const KETTLEBELL: Drawing = { views: [figure(kettlebell)], detail: [100, 132, 2.4] };

const rolledMat: Figure = {
  floor: [100, 146, 78, 7],
  parts: [
    ['m', 'M34 84 L150 84 L150 140 L34 140 Z'],
    ['dark', 'M150 84 A14 28 0 1 1 150 140 A14 28 0 1 1 150 84 Z'],
    ['shade', 'M34 122 L150 122 L150 140 L34 140 Z'],
    ['sheen', 'M34 92 L150 92 L150 100 L34 100 Z'],
    ['a', 'M60 82 L72 82 L72 142 L60 142 Z', 0.6],
    ['a', 'M112 82 L124 82 L124 142 L112 142 Z', 0.6],
    ['m', 'M34 84 A14 28 0 1 0 34 140 A14 28 0 1 0 34 84 Z'],
  ],
  strokes: [
    ['line', 1.2, 'M150 96 C160 96 162 124 152 126 C144 126 144 104 150 104 C155 104 155 118 151 118'],
    ['accent', 3, 'M66 82 C66 70 118 70 118 82'],
  ],
  logo: [84, 104, 12],
};
const flatMat: Figure = {
  floor: [100, 156, 90, 8],
  parts: [
    ['m', 'M20 150 L150 150 L182 92 L52 92 Z'],
    ['dark', 'M20 150 L150 150 L150 156 L20 156 Z'],
    ['mx', 'M52 92 L182 92 C192 92 192 74 182 72 L52 72 C42 74 42 92 52 92 Z'],
  ],
  strokes: [
    ['shade', 1, 'M40 140 L166 140 M50 124 L174 124 M58 108 L180 108'],
    ['line', 1, 'M182 72 C170 72 170 90 182 90 C190 90 188 78 182 78'],
  ],
  logo: [70, 126, 14],
};
export const YOGA_MAT: Drawing = { views: [figure(rolledMat), figure(flatMat)], detail: [92, 112, 2.2] };

const bottle: Figure = {
  floor: [100, 184, 36, 5],
  parts: [
    ['k', 'M84 10 L116 10 L118 34 L82 34 Z'],
    ['mx', 'M80 34 L120 34 C130 40 134 50 134 62 L134 168 C134 178 126 182 116 182 L84 182 C74 182 66 178 66 168 L66 62 C66 50 70 40 80 34 Z'],
    ['a', 'M66 88 L134 88 L134 140 L66 140 Z', 0.6],
    ['sheen', 'M74 60 L82 60 L82 170 L74 170 Z'],
  ],
  strokes: [
    ['line', 0.8, 'M84 18 L116 18 M84 26 L116 26'],
    ['shade', 1, 'M68 160 L132 160'],
  ],
  logo: [90, 104, 20, 0, 'dark'],
};
export const BOTTLE: Drawing = { views: [figure(bottle)], detail: [100, 110, 2] };
