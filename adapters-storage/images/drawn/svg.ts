/** Small builders of SVG elements for the product drawings, all in a 200×200 design box. */
import type { Paint } from './paint';

/** A view of a product: the drawing of one gallery picture, seeded by the product so its views agree. */
export type View = (p: Paint, seed: number) => string;

export const shape = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

/** The outline every body part gets. */
export const edge = (p: Paint, width = 1.2): string => ` stroke="${p.line}" stroke-width="${width}" stroke-linejoin="round"`;

export const line = (d: string, colour: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

/** Dashed seam stitching. */
export const stitches = (d: string, colour: string): string => line(d, colour, 0.9, ' stroke-dasharray="2.4 1.8" opacity="0.75"');

/** A white sheen over a curved surface. */
export const shine = (d: string, opacity = 0.22): string => `<path d="${d}" fill="#FFFFFF" opacity="${opacity}"/>`;

/** The soft shadow on the floor under a product. */
export const floor = (cx: number, cy: number, rx: number, ry: number): string => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#o)"/>`;

export const circle = (cx: number | string, cy: number | string, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

export const group = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;

/** The same part `count` times, `dx`/`dy` apart. */
export function repeat(count: number, dx: number, dy: number, part: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => group(`translate(${r1(i * dx)} ${r1(i * dy)})`, part(i))).join('');
}

/** One decimal: enough for a 200-unit box, short in the file. */
export const r1 = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * The shop's own maker's marks (no real company's logo): a forward chevron, a ring, a wave; `which`
 * comes from the product, so a brand's goods need not share it. Drawn in a 10×10 box at (x, y), `size` wide.
 */
const MARKS = [
  'M0 7 L6 1 L10 1 L4 7 Z M3 10 L9 4 L10 4 L10 6 L6 10 Z',
  'M5 0 A5 5 0 1 1 4.99 0 Z M5 3 A2 2 0 1 0 5.01 3 Z',
  'M0 6 C2 2 4 2 5 5 C6 8 8 8 10 4 L10 7 C8 11 5.5 10.5 4.6 8 C3.8 5.6 2.2 5.6 0 9 Z',
];
export function mark(which: number, x: number, y: number, size: number, colour: string, rotate = 0): string {
  const d = MARKS[which % MARKS.length]!;
  return `<path d="${d}" fill="${colour}" fill-rule="evenodd" transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate}) scale(${r1(size / 10)})"/>`;
}
