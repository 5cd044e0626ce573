/** Tops seen from the front and the back: T-shirts, match jerseys, base layers, sports bras, swimsuits. */
import { figure, type Figure, type Part } from '../figure';
import type { Paint } from '../paint';
import { r1 } from '../svg';
import type { Drawing } from './drawing';

const TEE = 'M72 28 C82 38 118 38 128 28 L158 38 L184 74 L160 90 L150 78 L150 174 C118 178 82 178 50 174 L50 78 L40 90 L16 74 L42 38 Z';
const TEE_SHADING: readonly Part[] = [
  ['shade', 'M50 78 L40 90 L16 74 L21 67 C30 76 40 81 50 78 Z'],
  ['shade', 'M150 78 L160 90 L184 74 L179 67 C170 76 160 81 150 78 Z'],
  ['shade', 'M50 78 L50 174 C56 175 60 175 64 175 C60 140 58 110 56 80 Z'],
  ['shade', 'M150 78 L150 174 C144 175 140 175 136 175 C140 140 142 110 144 80 Z'],
];
const TEE_SEAMS = ['M52 168 C84 172 116 172 148 168', 'M22 69 L44 84', 'M178 69 L156 84'];
const TEE_FOLDS = [
  ['shade', 1.4, 'M64 122 C76 128 88 130 98 128'],
  ['shade', 1.4, 'M110 146 C120 150 132 150 140 146'],
] as const;

const teeFront: Figure = {
  floor: [100, 184, 70, 5],
  parts: [
    ['mx', TEE],
    ['ink', 'M76 30 C86 37 114 37 124 30 C112 27 88 27 76 30 Z', 0],
    ['dark', 'M72 28 C82 40 118 40 128 28 L124 30 C114 37 86 37 76 30 Z', 0.8],
    ...TEE_SHADING,
  ],
  strokes: TEE_FOLDS,
  seams: TEE_SEAMS,
  logo: [112, 56, 12],
};
const teeBack: Figure = {
  ...teeFront,
  parts: [['mx', TEE], ['dark', 'M72 28 C82 33 118 33 128 28 L126 32 C114 36 86 36 74 32 Z', 0.8], ...TEE_SHADING],
  logo: [96, 40, 7],
};

/** Seven-segment digits: segments a–g as bars [x, y, width, height] of a 20×34 cell. */
const SEGMENTS = [
  [3, 0, 14, 4],
  [16, 2, 4, 15],
  [16, 17, 4, 15],
  [3, 30, 14, 4],
  [0, 17, 4, 15],
  [0, 2, 4, 15],
  [3, 15, 14, 4],
] as const;
const DIGITS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];
function number(n: number, x: number, y: number, scale: number, colour: string): string {
  const d = [...String(n)].flatMap((digit, i) =>
    [...DIGITS[Number(digit)]!].map((s) => {
      const [sx, sy, w, h] = SEGMENTS[s.charCodeAt(0) - 97]!;
      return `M${r1(x + (sx + i * 26) * scale)} ${r1(y + sy * scale)}h${r1(w * scale)}v${r1(h * scale)}h${r1(-w * scale)}Z`;
    }),
  );
  return `<path d="${d.join('')}" fill="${colour}"/>`;
}
const shirtNumber = (seed: number) => 2 + (seed % 98);
const numberColour = (p: Paint) => (p.accent === p.main ? p.trim : p.accent);

const JERSEY_PANELS: readonly Part[] = [
  ['a', 'M50 96 L58 96 L60 174 L50 174 Z', 0.6],
  ['a', 'M150 96 L142 96 L140 174 L150 174 Z', 0.6],
  ['a', 'M16 74 L40 90 L43 85 L19 69 Z', 0.6],
  ['a', 'M184 74 L160 90 L157 85 L181 69 Z', 0.6],
];
const jerseyFront: Figure = {
  ...teeFront,
  parts: [
    ['mx', TEE],
    ['ink', 'M78 30 L100 52 L122 30 C112 28 88 28 78 30 Z', 0],
    ['a', 'M72 28 L100 56 L128 28 L122 29 L100 50 L78 29 Z', 0.8],
    ...JERSEY_PANELS,
    ...TEE_SHADING,
  ],
  logo: [118, 62, 11],
};

export const JERSEY: Drawing = {
  views: [
    figure(jerseyFront, (p, seed) => number(shirtNumber(seed), 74, 70, 0.5, numberColour(p))),
    figure({ ...teeBack, parts: [...teeBack.parts, ...JERSEY_PANELS] }, (p, seed) =>
      number(shirtNumber(seed), shirtNumber(seed) > 9 ? 72 : 86, 64, 1.4, numberColour(p)),
    ),
  ],
  detail: [100, 50, 2.2],
};

export const T_SHIRT: Drawing = { views: [figure(teeFront), figure(teeBack)], detail: [108, 52, 2.2] };

const SLIM_LONG =
  'M74 26 C84 34 116 34 126 26 L148 34 C162 70 170 120 174 166 L158 168 C154 130 150 100 144 80 L144 176 L56 176 L56 80 C50 100 46 130 42 168 L26 166 C30 120 38 70 52 34 Z';
const baseTop = (back: boolean): Figure => ({
  floor: [100, 182, 66, 5],
  parts: [
    ['mx', SLIM_LONG],
    back ? ['dark', 'M74 26 C84 31 116 31 126 26 L124 30 C114 34 86 34 76 30 Z', 0.8] : ['ink', 'M77 28 C86 34 114 34 123 28 C112 26 88 26 77 28 Z', 0],
    ['dark', 'M56 100 L66 100 L64 176 L56 176 Z', 0],
    ['dark', 'M144 100 L134 100 L136 176 L144 176 Z', 0],
    ['shade', 'M26 166 L42 168 L43 160 L27 158 Z'],
    ['shade', 'M174 166 L158 168 L157 160 L173 158 Z'],
  ],
  strokes: [
    ['accent', 1.6, 'M76 28 L56 82'],
    ['accent', 1.6, 'M124 28 L144 82'],
    ['accent', 1.6, 'M56 176 C90 179 110 179 144 176'],
  ],
  ...(back ? {} : { logo: [110, 52, 10] as const }),
});
export const BASE_TOP: Drawing = { views: [figure(baseTop(false)), figure(baseTop(true))], detail: [72, 50, 2.4] };

const BRA = 'M52 70 C56 48 70 36 76 18 L86 18 C88 42 112 42 114 18 L124 18 C130 36 144 48 148 70 L148 124 C120 130 80 130 52 124 Z';
const BAND: Part = ['a', 'M52 108 C80 114 120 114 148 108 L148 124 C120 130 80 130 52 124 Z', 0.8];
const braFront: Figure = {
  floor: [100, 150, 56, 4],
  parts: [['mx', BRA], ['ink', 'M86 18 C88 42 112 42 114 18 L112 18 C110 36 90 36 88 18 Z', 0], BAND],
  strokes: [
    ['shade', 1.4, 'M66 60 C70 76 80 90 96 96'],
    ['shade', 1.4, 'M134 60 C130 76 120 90 104 96'],
  ],
  seams: ['M100 46 L100 110', 'M54 106 C80 112 120 112 146 106', 'M78 22 C70 40 60 54 56 70', 'M122 22 C130 40 140 54 144 70'],
  logo: [95, 114, 10],
};
const braBack: Figure = {
  ...braFront,
  parts: [
    ['mx', 'M52 70 C56 50 66 40 80 30 L90 18 L110 18 L120 30 C134 40 144 50 148 70 L148 124 C120 130 80 130 52 124 Z'],
    BAND,
    ['hole', 'M60 70 C68 54 80 44 92 38 L96 70 C86 80 70 82 60 70 Z', 0.8],
    ['hole', 'M140 70 C132 54 120 44 108 38 L104 70 C114 80 130 82 140 70 Z', 0.8],
  ],
  strokes: [],
  seams: ['M54 106 C80 112 120 112 146 106'],
  logo: [95, 92, 9],
};
export const SPORTS_BRA: Drawing = { views: [figure(braFront), figure(braBack)], detail: [100, 108, 2] };

const SUIT =
  'M70 14 L82 14 C86 40 114 40 118 14 L130 14 C132 40 146 56 146 82 C146 112 140 134 134 150 C126 158 112 172 106 184 L94 184 C88 172 74 158 66 150 C60 134 54 112 54 82 C54 56 68 40 70 14 Z';
const suitFront: Figure = {
  floor: [100, 190, 40, 4],
  parts: [
    ['mx', SUIT],
    ['a', 'M54 82 C54 70 58 60 62 52 L70 56 C66 80 66 120 72 152 L66 150 C60 134 54 112 54 82 Z', 0.6],
    ['a', 'M146 82 C146 70 142 60 138 52 L130 56 C134 80 134 120 128 152 L134 150 C140 134 146 112 146 82 Z', 0.6],
    ['ink', 'M82 14 C86 40 114 40 118 14 L116 14 C112 34 88 34 84 14 Z', 0],
    ['sheen', 'M84 60 C92 56 108 56 116 60 C110 90 106 130 104 160 L96 160 C94 130 90 90 84 60 Z'],
  ],
  logo: [94, 64, 11],
};
const suitBack: Figure = {
  ...suitFront,
  parts: [
    [
      'mx',
      'M70 14 L82 14 C86 60 94 96 100 100 C106 96 114 60 118 14 L130 14 C132 40 146 56 146 82 C146 112 140 134 134 150 C126 158 112 172 106 184 L94 184 C88 172 74 158 66 150 C60 134 54 112 54 82 C54 56 68 40 70 14 Z',
    ],
  ],
  logo: [95, 120, 8],
};
export const SWIMSUIT: Drawing = { views: [figure(suitFront), figure(suitBack)], detail: [96, 64, 2] };
