/** Things held or worn on the hands and face: tennis rackets, boxing and MMA gloves, swimming goggles. */
import { figure, type Figure } from '../figure';
import { group, line, type View } from '../svg';
import type { Drawing } from './drawing';

const HEAD = 'M100 12 C128 12 148 36 148 68 C148 100 128 122 100 122 C72 122 52 100 52 68 C52 36 72 12 100 12 Z';
const strings = `${[64, 72, 80, 88, 96, 104, 112, 120, 128, 136].map((x) => `M${x} 14 L${x} 122`).join(' ')} ${[26, 36, 46, 56, 66, 76, 86, 96, 106, 116].map((y) => `M50 ${y} L150 ${y}`).join(' ')}`;
const racket: View = (p, seed) =>
  group(
    'rotate(-24 100 100)',
    figure({
      floor: [100, 196, 40, 3],
      parts: [
        ['m', 'M84 118 L94 122 L96 142 L104 142 L106 122 L116 118 L110 146 L90 146 Z'],
        ['k', 'M91 146 L109 146 L110 192 L90 192 Z'],
        ['a', 'M90 186 L110 186 L110 194 L90 194 Z'],
      ],
      strokes: [['line', 0.6, 'M90 154 L110 150 M90 162 L110 158 M90 170 L110 166 M90 178 L110 174']],
    })(p, seed) +
      `<clipPath id="c"><path d="${HEAD}"/></clipPath><path d="${strings}" clip-path="url(#c)" stroke="#D9DCE0" stroke-width="0.9"/>` +
      figure({
        parts: [],
        strokes: [
          ['m', 8, HEAD.replace(' Z', '')],
          ['light', 1.4, 'M60 40 C70 22 86 16 100 16'],
        ],
        logo: [88, 56, 24, 0, 'accent'],
      })(p, seed),
  );
const racketSide: Figure = {
  floor: [100, 194, 30, 3],
  parts: [
    ['m', 'M96 10 L104 10 L106 120 L102 146 L98 146 L94 120 Z'],
    ['k', 'M94 146 L106 146 L107 192 L93 192 Z'],
    ['a', 'M96 40 L104 40 L104 70 L96 70 Z', 0],
  ],
};
export const TENNIS_RACKET: Drawing = { views: [racket, figure(racketSide)], detail: [100, 68, 2] };

const GLOVE = 'M56 80 C50 40 80 18 112 20 C148 22 166 50 160 86 C158 104 150 116 140 122 L138 160 L70 160 L68 124 C60 112 58 96 56 80 Z';
const glove: Figure = {
  floor: [104, 184, 56, 5],
  parts: [
    ['mx', GLOVE],
    ['m', 'M56 88 C44 92 40 110 50 118 C58 124 68 122 72 114 C74 104 66 92 56 88 Z'],
    ['a', 'M68 134 L140 134 L140 156 L68 156 Z', 0.8],
    ['w', 'M70 160 L138 160 L136 182 L72 182 Z', 0.8],
    ['sheen', 'M82 36 C96 28 118 28 132 34 C118 36 98 40 86 48 Z'],
  ],
  strokes: [
    ['shade', 1.6, 'M76 60 C96 70 128 70 150 60'],
    ['line', 1, 'M68 124 C90 130 118 130 140 122'],
  ],
  logo: [96, 82, 22],
};
const gloves: View = (p, seed) =>
  group('translate(-24 8) scale(0.9)', figure(glove)(p, seed)) + group('translate(214 14) scale(-0.9 0.9)', figure(glove)(p, seed));
export const BOXING_GLOVES: Drawing = { views: [figure(glove), gloves], detail: [100, 140, 2.2] };

const mma: Figure = {
  floor: [100, 184, 56, 5],
  parts: [
    ['mx', 'M60 84 C58 60 80 48 104 48 C132 48 150 60 148 86 L140 120 L138 160 L70 160 L68 120 Z'],
    ['ink', 'M66 52 L140 52 L140 64 L66 64 Z', 0],
    ['m', 'M62 40 L148 40 L150 56 L60 56 Z'],
    ['k', 'M62 40 L148 40 L148 46 L62 46 Z', 0],
    ['a', 'M68 130 L140 130 L140 156 L68 156 Z', 0.8],
    ['m', 'M56 90 C44 96 44 112 54 118 C62 120 68 112 66 102 Z'],
  ],
  strokes: [['shade', 1.4, 'M84 42 L84 56 M104 42 L104 56 M124 42 L124 56']],
  logo: [94, 84, 20],
};
export const MMA_GLOVES: Drawing = { views: [figure(mma), (p, seed) => group('translate(214 0) scale(-1 1)', figure(mma)(p, seed))], detail: [104, 50, 2.4] };

const LENS = 'M0 0 C0 -16 12 -22 26 -20 C38 -18 42 -8 40 4 C38 16 28 20 16 20 C6 20 0 12 0 0 Z';
const goggles: View = (p, seed) =>
  figure({
    floor: [100, 150, 80, 6],
    parts: [],
    strokes: [
      ['m', 9, 'M30 98 C22 60 178 60 170 98 C166 118 34 118 30 98'],
      ['shade', 9, 'M34 106 C60 116 140 116 166 106'],
    ],
  })(p, seed) +
  [
    [72, 100, 1],
    [128, 100, -1],
  ]
    .map(([x, y, s]) =>
      group(
        `translate(${x} ${y}) scale(${s! * 0.95} 0.95)`,
        `<path d="${LENS}" fill="url(#m)" stroke="${p.line}" stroke-width="2.4" transform="translate(-36 0)"/><path d="${LENS}" fill="url(#a)" opacity="0.7" transform="translate(-33 0) scale(0.86)"/><path d="M-30 -8 C-24 -14 -14 -16 -6 -12" stroke="#FFFFFF" stroke-width="2.4" fill="none" opacity="0.7"/>`,
      ),
    )
    .join('') +
  line('M92 100 L108 100', p.dark, 5) +
  figure({ parts: [], logo: [94, 62, 12, 0, 'trim'] })(p, seed);
const gogglesSide: Figure = {
  floor: [100, 150, 80, 6],
  parts: [
    ['a', 'M120 76 C140 72 156 84 156 100 C156 114 142 122 124 118 C112 114 110 82 120 76 Z'],
    ['m', 'M114 78 L126 74 L128 122 L114 116 Z'],
  ],
  strokes: [
    ['m', 8, 'M116 96 C80 90 40 96 20 100'],
    ['dark', 2, 'M116 96 C80 90 40 96 20 100'],
  ],
};
export const SWIM_GOGGLES: Drawing = { views: [goggles, figure(gogglesSide)], detail: [64, 100, 2.2] };
