/** Skates in side view: hockey and figure skates on their blades, inline skates on four wheels; alone and as a pair. */
import { circle, group, type View } from '../svg';
import type { Drawing } from './drawing';
import { shoeSide, type ShoeOutline } from './shoeSide';

const BLADE = (p: { readonly line: string }): string =>
  `<path d="M28 164 L172 164 C178 164 182 168 178 172 L24 172 C20 168 22 164 28 164 Z" fill="url(#s)" stroke="${p.line}" stroke-width="0.8"/>`;
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
  over: (p) => `${BLADE(p)}<path d="M36 140 L166 140 L160 164 L44 164 Z" fill="url(#w)" stroke="${p.line}" stroke-width="0.8"/>`,
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
  over: (p) =>
    `<path d="M28 164 L176 164 C186 164 190 156 184 152 L180 160 L160 160 L60 160 C44 160 34 158 30 150 L26 156 C24 160 24 164 28 164 Z" fill="url(#s)" stroke="${p.line}" stroke-width="0.8"/>` +
    `<path d="M52 138 L64 138 L62 160 L54 160 Z M146 138 L158 138 L162 160 L150 160 Z" fill="url(#s)" stroke="${p.line}" stroke-width="0.8"/>`,
};
const skate =
  (o: ShoeOutline): View =>
  (p, seed) =>
    shoeSide(o, p, seed, { mid: 'url(#k)', out: 'url(#k)' });
const skatePair =
  (o: ShoeOutline): View =>
  (p, seed) =>
    group('translate(24 -6) scale(0.86)', skate(o)(p, seed)) + group('translate(0 22) scale(0.86)', skate(o)(p, seed));
export const HOCKEY_SKATES: Drawing = { views: [skate(HOCKEY_BOOT), skatePair(HOCKEY_BOOT)], detail: [100, 150, 2.2] };
export const FIGURE_SKATES: Drawing = { views: [skate(FIGURE_BOOT), skatePair(FIGURE_BOOT)], detail: [110, 70, 2.2] };

/** A soft recreational boot with a cuff and a buckle strap, on an aluminium frame with four wheels in line. */
const INLINE_BOOT: ShoeOutline = {
  upper: 'M34 132 C30 104 30 60 40 24 L74 20 C78 44 80 60 88 72 L110 82 C136 90 158 96 168 106 C176 114 176 126 172 134 L34 134 Z',
  midsole: 'M30 130 L176 130 L176 140 L30 140 Z',
  outsole: 'M30 140 L40 140 L40 142 L30 142 Z',
  overlays: ['M40 24 L74 20 L78 62 L42 70 Z', 'M34 104 C46 108 60 108 72 104 L74 134 L34 134 Z'],
  laces: [92, 78, 140, 96, 5],
  seams: ['M44 74 C46 96 48 116 52 130', 'M150 100 C160 108 164 120 162 132'],
  sheen: 'M104 84 C128 92 150 98 164 107 C146 104 126 98 108 92 Z',
  logo: [118, 112, 12],
  under: () => '',
  over: (p) =>
    `<path d="M36 44 L80 38 L82 48 L38 54 Z" fill="url(#a)" stroke="${p.line}" stroke-width="0.8"/><rect x="70" y="36" width="12" height="14" rx="2" fill="url(#s)"/>` +
    `<path d="M34 140 L172 140 L168 152 L38 152 Z" fill="url(#s)" stroke="${p.line}" stroke-width="0.8"/>` +
    [50, 84, 118, 152].map((x) => circle(x, 160, 13, 'url(#k)') + circle(x, 160, 6, p.accent, ` stroke="${p.line}" stroke-width="0.8"`)).join(''),
};
export const INLINE_SKATES: Drawing = { views: [skate(INLINE_BOOT), skatePair(INLINE_BOOT)], detail: [100, 156, 2.2] };
