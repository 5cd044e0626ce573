/** Goods a sports shop also sells: helmets, caps, tents, sleeping bags, pads and guards, sports nutrition, jump ropes. */
import { figure, type Figure, type Stroke } from '../figure';
import { floor, group, type View } from '../svg';
import type { Drawing } from './drawing';

const helmet: Figure = {
  floor: [100, 160, 72, 6],
  parts: [
    ['r', 'M30 130 C24 70 60 34 104 34 C148 34 178 70 172 124 L150 128 C140 112 120 108 104 118 C80 132 50 136 30 130 Z'],
    ['ink', 'M150 128 C140 112 120 108 104 118 C112 112 132 110 150 118 Z', 0],
    ['k', 'M30 130 C50 136 80 132 104 118 C120 108 140 112 150 128 L172 124 L172 132 L150 136 C140 122 120 118 106 126 C82 140 50 144 30 138 Z'],
    ['hole', 'M80 52 C90 46 104 44 116 46 L112 58 C102 56 92 58 84 62 Z', 0.8],
    ['hole', 'M124 48 C136 52 146 60 152 70 L140 74 C136 66 128 60 120 58 Z', 0.8],
    ['a', 'M50 84 C70 66 100 58 130 60 L130 68 C100 66 72 74 54 92 Z', 0],
  ],
  strokes: [
    ['k', 3, 'M60 136 C64 150 80 158 96 156'],
    ['k', 3, 'M140 132 C138 146 120 156 100 156'],
  ],
  logo: [70, 104, 14],
};
export const HELMET: Drawing = { views: [figure(helmet)], detail: [100, 70, 2] };

const cap: Figure = {
  floor: [104, 150, 80, 6],
  parts: [
    ['mx', 'M40 120 C36 70 64 40 100 40 C136 40 160 68 156 116 C120 124 76 126 40 120 Z'],
    ['m', 'M150 112 C170 112 192 120 194 130 C180 136 156 134 140 126 Z'],
    ['dark', 'M40 118 C76 124 120 122 156 114 L156 122 C120 130 76 132 40 126 Z', 0.6],
    ['a', 'M94 38 C96 34 104 34 106 38 C104 42 96 42 94 38 Z', 0.6],
  ],
  strokes: [['shade', 1.2, 'M100 42 C96 70 96 100 98 122 M100 42 C120 60 134 90 138 118 M100 42 C80 60 66 90 62 120']],
  logo: [82, 78, 22],
};
export const CAP: Drawing = { views: [figure(cap)], detail: [92, 88, 2.2] };

const tent: Figure = {
  floor: [100, 168, 94, 8],
  parts: [
    ['dark', 'M16 164 L60 60 L100 150 Z'],
    ['m', 'M60 60 L150 52 L190 160 L100 164 Z'],
    ['mx', 'M16 164 L60 60 L100 164 Z'],
    ['ink', 'M44 164 L60 100 L78 164 Z', 0],
    ['a', 'M60 60 L150 52 L154 62 L64 70 Z', 0],
  ],
  strokes: [
    ['line', 1.2, 'M60 60 L60 40 M150 52 L150 34'],
    ['shade', 1.2, 'M60 60 L40 164 M100 60 L130 162'],
    ['k', 1, 'M16 164 L4 172 M190 160 L198 170'],
  ],
  logo: [150, 130, 14],
};
export const TENT: Drawing = { views: [figure(tent)], detail: [60, 120, 2] };

const sleepingBag: Figure = {
  floor: [100, 186, 50, 5],
  parts: [
    ['mx', 'M70 20 C80 10 120 10 130 20 C144 40 148 80 146 120 C144 150 136 172 124 180 C112 186 88 186 76 180 C64 172 56 150 54 120 C52 80 56 40 70 20 Z'],
    ['ink', 'M78 26 C86 20 114 20 122 26 C126 40 122 52 100 54 C78 52 74 40 78 26 Z', 0],
    ['a', 'M70 20 C80 10 120 10 130 20 L132 28 C120 18 80 18 68 28 Z', 0.6],
  ],
  strokes: [
    ...[60, 84, 108, 132, 156].map((y): Stroke => ['shade', 1.6, `M${y > 130 ? 60 : 56} ${y} C80 ${y + 6} 120 ${y + 6} ${y > 130 ? 140 : 144} ${y}`]),
    ['trim', 2, 'M130 30 C140 70 142 120 134 170'],
  ],
  logo: [92, 96, 16],
};
export const SLEEPING_BAG: Drawing = { views: [figure(sleepingBag)], detail: [100, 40, 2.2] };

const guard: Figure = {
  floor: [100, 186, 60, 5],
  parts: [
    ['mx', 'M60 20 C80 14 100 16 108 24 L110 150 C110 170 96 180 84 180 C70 180 58 170 58 150 Z'],
    ['k', 'M62 150 L106 150 C106 166 96 176 84 176 C72 176 62 166 62 150 Z', 0.8],
    ['mx', 'M112 28 C132 22 152 24 160 32 L162 150 C162 170 148 180 136 180 C122 180 110 170 110 150 Z'],
    ['k', 'M114 150 L158 150 C158 166 148 176 136 176 C124 176 114 166 114 150 Z', 0.8],
    ['a', 'M64 40 L104 36 L104 48 L64 52 Z', 0],
    ['a', 'M116 46 L156 42 L156 54 L116 58 Z', 0],
  ],
  logo: [74, 96, 16],
};
export const SHIN_GUARDS: Drawing = { views: [figure(guard)], detail: [84, 96, 2.2] };

const jar: Figure = {
  floor: [100, 180, 56, 6],
  parts: [
    ['k', 'M58 26 L142 26 L144 48 L56 48 Z'],
    ['mx', 'M52 48 L148 48 C154 52 156 58 156 66 L156 166 C156 174 150 178 142 178 L58 178 C50 178 44 174 44 166 L44 66 C44 58 46 52 52 48 Z'],
    ['a', 'M44 80 L156 80 L156 150 L44 150 Z', 0.6],
    ['sheen', 'M54 60 L64 60 L64 168 L54 168 Z'],
  ],
  strokes: [['line', 0.8, 'M58 34 L142 34 M58 41 L142 41']],
  logo: [84, 98, 32, 0, 'dark'],
};
export const SUPPLEMENT: Drawing = { views: [figure(jar)], detail: [100, 112, 1.8] };

const kneePad: Figure = {
  parts: [
    ['mx', 'M72 24 L128 24 L134 176 L66 176 Z'],
    ['k', 'M64 70 C64 48 136 48 136 70 L136 124 C136 146 64 146 64 124 Z'],
    ['a', 'M76 80 C76 68 124 68 124 80 L124 114 C124 126 76 126 76 114 Z', 0.8],
    ['dark', 'M66 150 L134 150 L134 160 L66 160 Z', 0.6],
    ['dark', 'M70 40 L130 40 L130 50 L70 50 Z', 0.6],
  ],
  strokes: [['sheen', 3, 'M80 62 C90 58 110 58 120 62']],
  logo: [92, 90, 16, 0, 'trim'],
};
const kneePads: View = (p, seed) =>
  floor(100, 182, 80, 5) + group('translate(-28 6) scale(0.9)', figure(kneePad)(p, seed)) + group('translate(48 0) scale(0.9)', figure(kneePad)(p, seed));
export const KNEE_PADS: Drawing = { views: [figure({ ...kneePad, floor: [100, 182, 40, 4] }), kneePads], detail: [100, 96, 2] };

const SHELL = 'M36 126 C30 70 64 32 104 32 C146 32 174 68 168 122 L150 134 L46 138 Z';
const skiHelmet: Figure = {
  floor: [100, 160, 70, 6],
  parts: [
    ['r', SHELL],
    ['dark', 'M40 118 C60 124 80 124 100 122 L100 140 L46 140 Z'],
    ['k', 'M44 84 C70 70 120 66 160 78 L162 110 C120 100 76 104 46 116 Z'],
    ['a', 'M58 86 C80 78 118 76 150 84 L150 104 C118 96 82 98 60 108 Z', 0.8],
    ['sheen', 'M66 90 C84 84 108 82 128 84 L126 90 C106 88 86 90 70 96 Z'],
  ],
  strokes: [['k', 3, 'M70 138 C74 150 88 156 100 156']],
  logo: [100, 52, 14],
};
export const SKI_HELMET: Drawing = { views: [figure(skiHelmet)], detail: [104, 92, 2] };

const hockeyHelmet: Figure = {
  ...skiHelmet,
  parts: [
    ['r', SHELL],
    ['dark', 'M40 118 C60 124 80 124 100 122 L100 140 L46 140 Z'],
    ['hole', 'M128 60 C138 64 146 72 150 80 L140 82 C136 74 130 68 124 66 Z', 0.8],
  ],
  strokes: [
    ['s', 2.4, 'M110 86 L170 90 L172 150 L116 160 Z M110 104 L171 108 M112 122 L171 126 M114 140 L172 140 M128 88 L130 156 M146 89 L148 154 M160 90 L162 152'],
    ['k', 3, 'M70 138 C74 150 88 156 100 156'],
  ],
};
export const HOCKEY_HELMET: Drawing = { views: [figure(hockeyHelmet)], detail: [140, 120, 2] };

const jumpRope: Figure = {
  floor: [100, 172, 80, 5],
  parts: [
    ['mx', 'M30 40 L46 40 L48 110 L28 110 Z'],
    ['a', 'M28 96 L48 96 L48 110 L28 110 Z', 0],
    ['mx', 'M154 40 L170 40 L172 110 L152 110 Z'],
    ['a', 'M152 96 L172 96 L172 110 L152 110 Z', 0],
  ],
  strokes: [
    ['dark', 3, 'M38 110 C40 150 60 168 100 168 C140 168 160 150 162 110'],
    ['s', 4, 'M38 36 L38 28 M162 36 L162 28'],
    ['dark', 3, 'M38 28 C60 4 140 4 162 28'],
  ],
  logo: [33, 64, 10, 90, 'trim'],
};
export const JUMP_ROPE: Drawing = { views: [figure(jumpRope)], detail: [38, 80, 2.2] };
