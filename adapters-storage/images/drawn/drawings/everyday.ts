/** Everyday wear a sports shop sells: team kits, swim briefs and trunks, socks, knitted hats. */
import { figure, type Figure } from '../figure';
import { group } from '../svg';
import type { View } from '../svg';
import type { Drawing } from './drawing';
import { SHORTS_DRAWING } from './bottoms';
import { JERSEY } from './tops';

/** A team's kit: the numbered jersey above its shorts, front and back. */
const kit =
  (shirt: View, shorts: View): View =>
  (p, seed) =>
    group('translate(30 -6) scale(0.7)', shirt(p, seed)) + group('translate(52 96) scale(0.48)', shorts(p, seed));
export const TEAM_KIT: Drawing = {
  views: [kit(JERSEY.views[0]!, SHORTS_DRAWING.views[0]!), kit(JERSEY.views[1]!, SHORTS_DRAWING.views[1]!)],
  detail: [100, 70, 1.8],
};

const briefs = (back: boolean): Figure => ({
  floor: [100, 150, 56, 4],
  parts: [
    [
      'mx',
      back
        ? 'M46 58 L154 58 L152 80 C140 104 124 124 112 138 L88 138 C76 124 60 104 48 80 Z'
        : 'M50 60 L150 60 L148 78 C132 94 116 114 108 132 L92 132 C84 114 68 94 52 78 Z',
    ],
    ['dark', back ? 'M46 58 L154 58 L154 68 L46 68 Z' : 'M50 60 L150 60 L150 70 L50 70 Z', 0.8],
    ['a', back ? 'M48 80 L58 82 C70 104 84 122 92 138 L88 138 C76 124 60 104 48 80 Z' : 'M52 78 L62 80 C74 96 86 114 94 132 L92 132 C84 114 68 94 52 78 Z', 0],
  ],
  strokes: back
    ? []
    : [
        ['trim', 2, 'M96 70 L92 86'],
        ['trim', 2, 'M104 70 L108 86'],
      ],
  seams: back ? ['M100 68 L100 136'] : [],
  logo: back ? [95, 76, 8] : [126, 76, 10],
});
export const SWIM_BRIEFS: Drawing = { views: [figure(briefs(false)), figure(briefs(true))], detail: [100, 74, 2.4] };

const TRUNKS = 'M54 50 L146 50 L154 92 L152 118 L108 122 L101 96 L99 96 L92 122 L48 118 L46 92 Z';
const trunks: Figure = {
  floor: [100, 130, 60, 4],
  parts: [
    ['mx', TRUNKS],
    ['dark', 'M54 50 L146 50 L147 62 L53 62 Z', 0.8],
    ['a', 'M46 92 L49 62 L56 62 L54 92 L56 119 L48 118 Z', 0],
    ['a', 'M154 92 L151 62 L144 62 L146 92 L144 119 L152 118 Z', 0],
  ],
  strokes: [
    ['trim', 2, 'M96 62 L92 80'],
    ['trim', 2, 'M104 62 L108 80'],
    ['shade', 1.4, 'M60 104 C70 108 80 108 88 104'],
  ],
  seams: ['M50 114 L92 118', 'M108 118 L150 114'],
  logo: [126, 78, 10],
};
export const SWIM_TRUNKS: Drawing = { views: [figure(trunks), figure({ ...trunks, strokes: [], logo: [96, 54, 6] })], detail: [126, 76, 2.2] };

const SOCK = 'M72 18 L108 18 L108 112 C108 122 112 128 122 130 L158 136 C172 138 176 152 168 162 C162 168 154 168 146 168 L100 166 C82 164 72 152 72 136 Z';
const sock: Figure = {
  parts: [
    ['mx', SOCK],
    ['dark', 'M72 18 L108 18 L108 40 L72 40 Z', 0.8],
    ['a', 'M146 136 L158 136 C172 138 176 152 168 162 C162 168 154 168 146 168 C150 158 150 146 146 136 Z', 0.6],
    ['a', 'M72 136 C72 152 82 164 100 166 L102 150 C90 150 82 144 80 134 Z', 0.6],
    ['a', 'M72 52 L108 52 L108 58 L72 58 Z', 0],
  ],
  strokes: [['shade', 1, 'M78 20 L78 38 M84 20 L84 38 M90 20 L90 38 M96 20 L96 38 M102 20 L102 38']],
  logo: [84, 80, 14],
};
const socks: View = (p, seed) =>
  figure({ floor: [112, 172, 70, 5], parts: [] })(p, seed) + group('translate(22 6)', figure(sock)(p, seed)) + group('translate(-8 12)', figure(sock)(p, seed));
export const SOCKS: Drawing = { views: [socks, figure({ ...sock, floor: [120, 172, 56, 5] })], detail: [90, 40, 2.2] };

const beanie: Figure = {
  floor: [100, 160, 60, 5],
  parts: [
    ['mx', 'M52 118 C46 70 70 42 100 42 C130 42 154 70 148 118 Z'],
    ['m', 'M46 110 L154 110 L156 150 C120 156 80 156 44 150 Z'],
    ['a', 'M100 14 A18 18 0 1 1 99.9 14 Z', 0.8],
  ],
  strokes: [
    ['shade', 1.2, 'M60 112 L60 150 M72 112 L72 152 M84 112 L84 153 M96 112 L96 153 M108 112 L108 153 M120 112 L120 153 M132 112 L132 152 M144 112 L144 150'],
    ['shade', 1, 'M70 104 C68 80 76 58 88 48 M100 104 L100 44 M130 104 C132 80 124 58 112 48'],
  ],
  logo: [92, 124, 16, 0, 'trim'],
};
export const BEANIE: Drawing = { views: [figure(beanie)], detail: [100, 130, 2] };
