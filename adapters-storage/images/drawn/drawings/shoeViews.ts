/** Footwear from above, from below and from behind, shared by every shoe type. */
import type { Paint } from '../paint';
import { circle, edge, floor, group, line, mark, shape, shine } from '../svg';
import { soleOf } from './shoeSide';

type Tread = 'flex' | 'lugs' | 'studs' | 'herringbone' | 'waves';

export interface ShoeShape {
  readonly laced: boolean;
  /** Collar height seen from behind: 60 low, 40 mid, 20 tall. */
  readonly collarY: number;
  readonly tread: Tread;
}

const SOLE_RIM =
  'M24 100 C24 80 38 71 60 72 C94 73 126 67 156 66 C181 65 194 82 194 100 C194 118 181 135 156 134 C126 133 94 127 60 128 C38 129 24 120 24 100 Z';
const UPPER_TOP =
  'M31 100 C31 84 43 78 62 79 C94 80 124 74 154 73 C175 72 187 86 187 100 C187 114 175 128 154 127 C124 126 94 120 62 121 C43 122 31 116 31 100 Z';

/** From above, toe to the right: the sole's rim, the upper, the opening, tongue and laces. */
export function shoeTop(s: ShoeShape) {
  return (p: Paint, seed: number): string => {
    const sole = soleOf(seed);
    const laces = Array.from({ length: 6 }, (_, i) => 82 + i * 8)
      .map(
        (x) =>
          line(`M${x} 88 L${x + 5} 112`, p.trim === '#FFFFFF' ? '#F4F4F4' : '#2A2A2A', 2.6) + circle(x - 1, 86, 1.6, p.dark) + circle(x + 6, 114, 1.6, p.dark),
      )
      .join('');
    return (
      floor(108, 104, 92, 42) +
      shape(SOLE_RIM, sole.mid, edge(p, 1)) +
      shape(UPPER_TOP, 'url(#m)', edge(p)) +
      shape('M154 73 C175 72 187 86 187 100 C187 114 175 128 154 127 C161 112 161 88 154 73 Z', p.dark, ' opacity="0.7"') +
      `<ellipse cx="${s.collarY < 40 ? 66 : 58}" cy="100" rx="${s.collarY < 40 ? 30 : 22}" ry="15" fill="#2B2D30" stroke="${p.dark}" stroke-width="3"/>` +
      (s.laced ? shape('M72 90 L128 87 C134 87 136 113 128 113 L72 110 Z', p.light, edge(p, 0.8)) + laces : '') +
      shine('M70 84 C100 80 130 76 160 76 C130 80 100 84 72 88 Z', 0.35) +
      mark(seed, 150, 92, 12, p.trim === '#FFFFFF' ? p.accent : p.trim)
    );
  };
}

function treadOf(t: Tread, p: Paint): string {
  const rubber = '#4A4E54';
  switch (t) {
    case 'flex':
      return (
        Array.from({ length: 9 }, (_, i) => line(`M${44 + i * 16} 74 L${40 + i * 16} 128`, rubber, 2.5)).join('') +
        shape('M120 80 C140 78 160 80 170 90 C160 96 140 98 120 96 Z', 'url(#a)') +
        shape('M36 92 C46 88 60 88 68 92 L68 108 C60 112 46 112 36 108 Z', 'url(#a)')
      );
    case 'lugs':
      return Array.from({ length: 8 }, (_, i) =>
        shape(`M${40 + i * 18} 80 L${50 + i * 18} 100 L${40 + i * 18} 120 L${46 + i * 18} 120 L${56 + i * 18} 100 L${46 + i * 18} 80 Z`, rubber),
      ).join('');
    case 'studs':
      return [
        [44, 86],
        [44, 114],
        [70, 100],
        [122, 80],
        [122, 120],
        [146, 96],
        [168, 84],
        [168, 116],
        [184, 100],
      ]
        .map(([x, y]) => circle(x!, y!, 6, '#EEF0F2', edge(p, 1)))
        .join('');
    case 'herringbone':
      return Array.from({ length: 24 }, (_, i) => line(`M${30 + i * 7} 78 L${34 + i * 7} 100 L${30 + i * 7} 122`, rubber, 1.6)).join('');
    case 'waves':
      return Array.from({ length: 6 }, (_, i) =>
        line(`M30 ${80 + i * 8} C60 ${74 + i * 8} 90 ${86 + i * 8} 120 ${80 + i * 8} C150 ${74 + i * 8} 170 ${86 + i * 8} 190 ${80 + i * 8}`, rubber, 2),
      ).join('');
  }
}

/** The outsole from below, toe to the left, with the type's tread. */
export function shoeSole(s: ShoeShape) {
  return (p: Paint, seed: number): string => {
    const sole = soleOf(seed);
    return (
      floor(108, 104, 92, 42) +
      `<clipPath id="c"><path d="${SOLE_RIM}"/></clipPath>` +
      group(
        'translate(218 0) scale(-1 1)',
        `${shape(SOLE_RIM, sole.out === 'url(#w)' ? 'url(#k)' : sole.out, edge(p))}<g clip-path="url(#c)">${treadOf(s.tread, p)}</g>`,
      ) +
      mark(seed, 98, 94, 14, '#C9CED6')
    );
  };
}

/** From behind: the heel counter, the pull tab and the sole's flare. */
export function shoeBack(s: ShoeShape) {
  return (p: Paint, seed: number): string => {
    const sole = soleOf(seed);
    const top = s.collarY;
    return (
      floor(100, 158, 50, 7) +
      shape('M62 140 L138 140 C142 146 142 154 136 158 L64 158 C58 154 58 146 62 140 Z', sole.out, edge(p, 1)) +
      shape('M64 128 L136 128 C140 132 140 142 136 146 L64 146 C60 142 60 132 64 128 Z', sole.mid, edge(p, 1)) +
      shape(
        `M70 ${top} C66 ${top + 40} 64 100 66 132 L134 132 C136 100 134 ${top + 40} 130 ${top} C116 ${top + 8} 84 ${top + 8} 70 ${top} Z`,
        'url(#mx)',
        edge(p),
      ) +
      shape(`M70 ${top} C84 ${top + 8} 116 ${top + 8} 130 ${top} C120 ${top - 6} 80 ${top - 6} 70 ${top} Z`, '#2B2D30') +
      shape('M74 96 C86 104 114 104 126 96 L130 132 L70 132 Z', p.dark, ' opacity="0.75"') +
      `<rect x="94" y="${top - 8}" width="12" height="26" rx="4" fill="url(#a)" stroke="${p.line}" stroke-width="0.8"/>` +
      mark(seed, 93, 108, 14, p.trim)
    );
  };
}
