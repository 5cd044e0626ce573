/**
 * Footwear seen from the side, toe to the right, standing on y = 158: a sole unit (outsole, midsole), an upper
 * with its overlays, and laces on a line of eyelets. Each shoe type gives its own outlines.
 */
import { createRng } from '../../../demo/catalogue/prng';
import type { Paint } from '../paint';
import { circle, edge, floor, line, mark, r1, shape, shine, stitches } from '../svg';

export interface ShoeOutline {
  readonly upper: string;
  /** Drawn under the midsole, so only its lower edge shows. */
  readonly outsole: string;
  readonly midsole: string;
  /** Heel counter, toe cap, collar padding… painted over the upper in the dark tone. */
  readonly overlays: readonly string[];
  /** First and last eyelet and how many; none for slip-ons. */
  readonly laces?: readonly [x1: number, y1: number, x2: number, y2: number, count: number];
  readonly seams: readonly string[];
  /** The side stripe in the accent colour. */
  readonly stripe?: string;
  readonly sheen: string;
  /** Where the maker's mark sits and its size. */
  readonly logo: readonly [x: number, y: number, size: number];
  /** Extra parts under the sole (studs, lugs) or over everything (a strap, fur). */
  readonly under?: (p: Paint) => string;
  readonly over?: (p: Paint) => string;
}

/** Sole colours by product: white foam or the main tone, black or gum rubber below. */
export function soleOf(seed: number): { readonly mid: string; readonly out: string } {
  const rng = createRng(seed ^ 0x51);
  const mid = rng.pick(['url(#w)', 'url(#w)', 'url(#w)', 'url(#k)']);
  return { mid, out: rng.pick(mid === 'url(#k)' ? ['url(#k)', 'url(#g)'] : ['url(#k)', 'url(#k)', 'url(#g)', 'url(#a)']) };
}

/** Eyelets along the throat and the lace crossing over it between each pair. */
function laces(p: Paint, [x1, y1, x2, y2, count]: readonly [number, number, number, number, number]): string {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const [nx, ny] = [(y1 - y2) / len, (x2 - x1) / len];
  const at = (i: number) => [x1 + ((x2 - x1) * i) / (count - 1), y1 + ((y2 - y1) * i) / (count - 1)] as const;
  const throat = line(`M${x1} ${y1} L${x2} ${y2}`, p.dark, 9, ' opacity="0.5"');
  const parts = Array.from({ length: count }, (_, i) => {
    const [x, y] = at(i);
    const eyelet = circle(r1(x + nx * 4), r1(y + ny * 4), 1.8, p.dark, ' stroke="#FFFFFF" stroke-width="0.7"');
    const bar = line(`M${r1(x - nx * 5 - 2)} ${r1(y - ny * 5)} L${r1(x + nx * 4)} ${r1(y + ny * 4)}`, p.trim === '#FFFFFF' ? '#F4F4F4' : '#2A2A2A', 2.4);
    return eyelet + bar;
  });
  return throat + parts.join('');
}

export function shoeSide(o: ShoeOutline, p: Paint, seed: number, sole = soleOf(seed)): string {
  return (
    floor(104, 158, 92, 8) +
    (o.under?.(p) ?? '') +
    shape(o.outsole, sole.out, edge(p, 1)) +
    shape(o.midsole, sole.mid, edge(p, 1)) +
    shape(o.upper, 'url(#m)', edge(p)) +
    o.overlays.map((d) => shape(d, p.dark, ' opacity="0.85"')).join('') +
    (o.stripe ? shape(o.stripe, 'url(#a)', edge(p, 0.6)) : '') +
    o.seams.map((d) => stitches(d, p.trim === '#FFFFFF' ? '#FFFFFF' : p.line)).join('') +
    shine(o.sheen) +
    (o.laces ? laces(p, o.laces) : '') +
    mark(seed, o.logo[0], o.logo[1], o.logo[2], p.trim === '#FFFFFF' ? p.accent : p.trim) +
    (o.over?.(p) ?? '')
  );
}
