/**
 * A drawing as data: filled parts in painting order, strokes and seams, each in a named tone of the
 * product's paint, so most product types are outlines and a few tones rather than code.
 */
import type { Paint } from './paint';
import { floor, mark, stitches, type View } from './svg';

/**
 * m, mx, r, a, w, k, s, g: the gradients of paint.ts (main, main round a cylinder and a sphere, accent,
 * white, black rubber, steel, gum); main, light, dark, accent, trim, line: flat paint; ink a dark inside, hole the backdrop
 * seen through the product; shade and
 * sheen darken or lighten what lies below.
 */
type Tone = 'm' | 'mx' | 'r' | 'a' | 'w' | 'k' | 's' | 'g' | 'main' | 'light' | 'dark' | 'accent' | 'trim' | 'line' | 'ink' | 'hole' | 'shade' | 'sheen';

/** A filled outline; the third item is its edge width (1.2 when absent, 0 for none). */
export type Part = readonly [Tone, string] | readonly [Tone, string, number];
/** A stroke: tone, width, path. */
export type Stroke = readonly [Tone, number, string];

export interface Figure {
  /** The shadow on the floor: centre and radii. */
  readonly floor?: readonly [number, number, number, number];
  readonly parts: readonly Part[];
  readonly strokes?: readonly Stroke[];
  readonly seams?: readonly string[];
  /** The maker's mark: where, how big, turned how far, and in which tone when not the usual contrast. */
  readonly logo?: readonly [number, number, number, number?, Tone?];
}

const GRADIENTS = new Set<Tone>(['m', 'mx', 'r', 'a', 'w', 'k', 's', 'g']);

function toneColour(tone: Tone, p: Paint): string {
  if (GRADIENTS.has(tone)) return `url(#${tone})`;
  switch (tone) {
    case 'ink':
      return '#26282B';
    case 'hole':
      return '#F1F2F4';
    case 'shade':
      return '#000000';
    case 'sheen':
      return '#FFFFFF';
    default:
      return p[tone as 'main' | 'light' | 'dark' | 'accent' | 'trim' | 'line'];
  }
}

/** The attributes that paint a tone as `fill` or `stroke`: shade and sheen are see-through. */
function toneAttr(tone: Tone, p: Paint, as: 'fill' | 'stroke'): string {
  const opacity = tone === 'shade' ? 0.16 : tone === 'sheen' ? 0.3 : 1;
  return `${as}="${toneColour(tone, p)}"${opacity < 1 ? ` ${as}-opacity="${opacity}"` : ''}`;
}

export function drawFigure(f: Figure, p: Paint, seed: number): string {
  const parts = f.parts.map(([tone, d, width = 1.2]) => {
    const bare = width === 0 || tone === 'shade' || tone === 'sheen';
    return `<path d="${d}" ${toneAttr(tone, p, 'fill')}${bare ? '' : ` stroke="${p.line}" stroke-width="${width}" stroke-linejoin="round"`}/>`;
  });
  const strokes = (f.strokes ?? []).map(
    ([tone, width, d]) => `<path d="${d}" fill="none" ${toneAttr(tone, p, 'stroke')} stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const seamColour = p.trim === '#FFFFFF' ? '#FFFFFF' : p.line;
  const [x, y, size, turn, tone] = f.logo ?? [];
  const logoColour = tone ? toneColour(tone, p) : p.trim === '#FFFFFF' ? p.accent : p.trim;
  return (
    (f.floor ? floor(...f.floor) : '') +
    parts.join('') +
    strokes.join('') +
    (f.seams ?? []).map((d) => stitches(d, seamColour)).join('') +
    (size ? mark(seed, x!, y!, size, logoColour, turn ?? 0) : '')
  );
}

/** A view drawn from a figure, with anything the product seeds drawn over it. */
export const figure =
  (f: Figure, extra?: View): View =>
  (p, seed) =>
    drawFigure(f, p, seed) + (extra?.(p, seed) ?? '');
