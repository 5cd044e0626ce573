/**
 * The colours of one product's pictures: its catalogue colour as the main tone with lighter and darker
 * shades for gradients, an accent picked by the product id from colours that go with it, a neutral trim
 * that stands out against the main tone, and the gradients the drawings refer to (only those used go in).
 */
import type { Rng } from '../../demo/catalogue/prng';

export interface Paint {
  readonly main: string;
  readonly light: string;
  readonly dark: string;
  readonly accent: string;
  readonly accentDark: string;
  /** White on dark products, near-black on light ones: logos, piping, zips. */
  readonly trim: string;
  /** Edges and seams. */
  readonly line: string;
}

const FALLBACK = '#888888';
const HEX = /^#[0-9a-fA-F]{6}$/;

function channels(hex: string): readonly [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Moves a colour towards black (t < 0) or white (t > 0). */
function shade(hex: string, t: number): string {
  const target = t < 0 ? 0 : 255;
  const mixed = channels(hex).map((c) => Math.round(c + (target - c) * Math.abs(t)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Accents that sit well on a main tone: contrasting but not clashing, as sports goods are coloured. */
const ACCENTS_ON_DARK = ['#FFFFFF', '#E53935', '#C6FF00', '#FF9800', '#29B6F6', '#FFD600'];
const ACCENTS_ON_LIGHT = ['#1B2A4A', '#E53935', '#1E88E5', '#212121', '#00A3A3'];
const ACCENTS_ON_COLOUR = ['#FFFFFF', '#1F1F1F', '#1B2A4A', '#FFD600'];

export function paintOf(colourHex: string, rng: Rng): Paint {
  const main = HEX.test(colourHex) ? colourHex.toUpperCase() : FALLBACK;
  const l = luminance(main);
  const dark = l < 0.15;
  const pale = l > 0.8;
  const accent = rng.pick(dark ? ACCENTS_ON_DARK : pale ? ACCENTS_ON_LIGHT : ACCENTS_ON_COLOUR.filter((c) => Math.abs(luminance(c) - l) > 0.25));
  return {
    main,
    light: dark ? shade(main, 0.22) : pale ? '#FFFFFF' : shade(main, 0.3),
    dark: dark ? shade(main, -0.4) : pale ? '#D5D9DE' : shade(main, -0.32),
    accent,
    accentDark: luminance(accent) > 0.85 ? '#C9CED6' : shade(accent, -0.3),
    trim: l < 0.55 ? '#FFFFFF' : '#1F1F1F',
    line: dark ? '#000000' : pale ? '#A9AFB7' : shade(main, -0.45),
  };
}

/** `<linearGradient>` from top to bottom (or left to right) through the given stops. */
function linear(id: string, stops: readonly string[], horizontal = false): string {
  const axis = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  const last = stops.length - 1;
  return `<linearGradient id="${id}" x1="0" y1="0" ${axis}>${stops.map((c, i) => `<stop offset="${Math.round((i / last) * 100)}%" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

/**
 * Gradients by id: m main from the light above to the dark below, mx the main tone round a cylinder,
 * a the accent, w white foam, k black rubber, s steel, g gum rubber, r the main tone round a sphere lit
 * from the upper left, o the shadow under the product.
 */
function gradients(p: Paint): Readonly<Record<string, string>> {
  return {
    m: linear('m', [p.light, p.main, p.dark]),
    mx: linear('mx', [p.dark, p.main, p.light, p.main, p.dark], true),
    a: linear('a', [shade(p.accent, 0.15), p.accent, p.accentDark]),
    w: linear('w', ['#FFFFFF', '#F1F3F5', '#D8DCE1']),
    k: linear('k', ['#4A4E54', '#2A2D31', '#15171A']),
    s: linear('s', ['#6F767E', '#E9ECEF', '#FFFFFF', '#AEB5BD', '#5E656D'], true),
    g: linear('g', ['#D9A566', '#B9824A', '#8E5E30']),
    r: `<radialGradient id="r" cx="38%" cy="32%" r="70%"><stop offset="0%" stop-color="${shade(p.light, 0.3)}"/><stop offset="55%" stop-color="${p.main}"/><stop offset="100%" stop-color="${p.dark}"/></radialGradient>`,
    o: '<radialGradient id="o"><stop offset="0%" stop-color="#000000" stop-opacity="0.28"/><stop offset="100%" stop-color="#000000" stop-opacity="0"/></radialGradient>',
  };
}

/** The `<defs>` a drawing needs: the gradients it refers to, in a fixed order. */
export function defsFor(body: string, p: Paint): string {
  const all = gradients(p);
  const used = Object.keys(all).filter((id) => body.includes(`url(#${id})`));
  return used.length === 0 ? '' : `<defs>${used.map((id) => all[id]).join('')}</defs>`;
}
