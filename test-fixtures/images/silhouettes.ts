/**
 * Product silhouettes drawn in a 100×100 design box: SVG element strings with the fill, outline
 * and accent colours filled in. Several shapes per kind; the product id picks one.
 */
export type ProductImageKind = 'footwear' | 'clothing' | 'equipment';

export interface Paint {
  readonly fill: string;
  readonly outline: string;
  readonly accent: string;
}

type Silhouette = (paint: Paint) => string;

const SOLE = 'M8 66 L94 66 C94 71 91 74 86 74 L14 74 C10 74 8 71 8 66 Z';

const sneaker: Silhouette = (p) =>
  `<path d="M10 66 C10 56 16 50 24 48 L40 44 C46 42 50 34 54 30 L64 32 C66 40 74 46 84 50 C90 52 93 57 93 63 L93 66 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5" stroke-linejoin="round"/>` +
  `<path d="${SOLE}" fill="#F4F4F4" stroke="${p.outline}" stroke-width="1.5"/>` +
  `<path d="M26 60 C42 58 58 52 72 46" fill="none" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M47 40 L53 45 M51 36 L57 41 M55 33 L61 38" stroke="${p.accent}" stroke-width="2" stroke-linecap="round"/>`;

const boot: Silhouette = (p) =>
  `<path d="M16 66 L16 40 C16 30 20 22 28 20 L50 20 C54 28 54 40 58 46 C68 50 82 52 88 58 C92 60 93 63 93 66 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5" stroke-linejoin="round"/>` +
  `<path d="${SOLE}" fill="#3A3A3A" stroke="${p.outline}" stroke-width="1.5"/>` +
  `<path d="M18 28 L50 28" stroke="${p.accent}" stroke-width="3"/>` +
  `<path d="M44 32 L52 36 M46 38 L54 42 M48 44 L57 48" stroke="${p.accent}" stroke-width="2" stroke-linecap="round"/>`;

const tee: Silhouette = (p) =>
  `<path d="M34 16 L42 12 C45 18 55 18 58 12 L66 16 L86 30 L78 42 L70 36 L70 88 L30 88 L30 36 L22 42 L14 30 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5" stroke-linejoin="round"/>` +
  `<path d="M42 12 C45 18 55 18 58 12" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
  `<path d="M40 40 L60 40" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>`;

const jacket: Silhouette = (p) =>
  `<path d="M34 16 L42 12 C45 18 55 18 58 12 L66 16 L80 30 L90 78 L80 80 L70 44 L70 88 L30 88 L30 44 L20 80 L10 78 L20 30 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5" stroke-linejoin="round"/>` +
  `<path d="M50 16 L50 88" stroke="${p.outline}" stroke-width="1.5"/>` +
  `<path d="M34 62 L44 62 M56 62 L66 62" stroke="${p.accent}" stroke-width="3" stroke-linecap="round"/>` +
  `<path d="M30 84 L70 84" stroke="${p.accent}" stroke-width="3"/>`;

const trousers: Silhouette = (p) =>
  `<path d="M30 12 L70 12 L74 90 L56 90 L50 40 L44 90 L26 90 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5" stroke-linejoin="round"/>` +
  `<path d="M30 18 L70 18" stroke="${p.accent}" stroke-width="4"/>` +
  `<path d="M31 30 L28 86 M69 30 L72 86" stroke="${p.accent}" stroke-width="2"/>`;

const ball: Silhouette = (p) =>
  `<circle cx="50" cy="50" r="32" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5"/>` +
  `<path d="M50 40 L60 47 L56 59 L44 59 L40 47 Z" fill="${p.accent}"/>` +
  `<path d="M50 18 L50 40 M82 46 L60 47 M70 76 L56 59 M30 76 L44 59 M18 46 L40 47" stroke="${p.outline}" stroke-width="1.5"/>`;

const backpack: Silhouette = (p) =>
  `<path d="M42 22 C42 12 58 12 58 22" fill="none" stroke="${p.outline}" stroke-width="3"/>` +
  `<rect x="26" y="22" width="48" height="64" rx="12" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5"/>` +
  `<rect x="33" y="56" width="34" height="22" rx="6" fill="${p.accent}" stroke="${p.outline}" stroke-width="1"/>` +
  `<path d="M33 40 L67 40" stroke="${p.accent}" stroke-width="2" stroke-linecap="round"/>`;

const dumbbell: Silhouette = (p) =>
  `<rect x="30" y="47" width="40" height="6" rx="2" fill="#9AA0A6"/>` +
  `<rect x="12" y="32" width="12" height="36" rx="3" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5"/>` +
  `<rect x="24" y="37" width="7" height="26" rx="2" fill="${p.accent}" stroke="${p.outline}" stroke-width="1"/>` +
  `<rect x="76" y="32" width="12" height="36" rx="3" fill="${p.fill}" stroke="${p.outline}" stroke-width="1.5"/>` +
  `<rect x="69" y="37" width="7" height="26" rx="2" fill="${p.accent}" stroke="${p.outline}" stroke-width="1"/>`;

export const SILHOUETTES: Readonly<Record<ProductImageKind, readonly Silhouette[]>> = {
  footwear: [sneaker, boot],
  clothing: [tee, jacket, trousers],
  equipment: [ball, backpack, dumbbell],
};
