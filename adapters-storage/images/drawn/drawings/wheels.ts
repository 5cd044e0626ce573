/** Bicycles and kick scooters in side view, toe of the frame to the right, and seen from the front. */
import { figure, type Figure } from '../figure';
import type { Paint } from '../paint';
import { circle, floor, line, mark, r1, shape, type View } from '../svg';
import type { Drawing } from './drawing';

/** A wheel: tyre, rim, spokes and hub; knobby tyres are dashed at the tread. */
function wheel(x: number, y: number, r: number, tyre: number, knobby: boolean): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `M${r1(x + 3 * Math.cos(a))} ${r1(y + 3 * Math.sin(a))} L${r1(x + (r - tyre) * Math.cos(a + 0.2))} ${r1(y + (r - tyre) * Math.sin(a + 0.2))}`;
  });
  return (
    circle(x, y, r - tyre / 2, 'none', ` stroke="#1E2023" stroke-width="${tyre}"`) +
    (knobby ? circle(x, y, r, 'none', ` stroke="#1E2023" stroke-width="2.5" stroke-dasharray="2 2.5"`) : '') +
    circle(x, y, r - tyre - 1, 'none', ' stroke="url(#s)" stroke-width="2.6"') +
    line(spokes.join(' '), '#A7ADB4', 0.7) +
    circle(x, y, 4, 'url(#s)', ' stroke="#5E656D" stroke-width="0.8"')
  );
}

interface BikeSpec {
  readonly tubes: readonly string[];
  readonly fork: string;
  readonly bars: string;
  readonly tyre: number;
  readonly knobby: boolean;
  readonly saddleY: number;
  readonly extras?: (p: Paint) => string;
}

const bikeSide =
  (b: BikeSpec): View =>
  (p, seed) =>
    floor(100, 168, 92, 5) +
    wheel(46, 128, 38, b.tyre, b.knobby) +
    wheel(154, 128, 38, b.tyre, b.knobby) +
    line('M98 122 L46 124 M98 140 L46 132', '#3B3F45', 1.4) +
    line(b.tubes.join(' '), p.main, 6.5, ' stroke-linejoin="round"') +
    line(b.tubes.join(' '), p.light, 1.6, ' opacity="0.6"') +
    line(b.fork, p.dark, 5.5) +
    line(`M88 80 L86 ${b.saddleY + 4}`, '#2A2D31', 3) +
    shape(
      `M70 ${b.saddleY} C80 ${b.saddleY - 5} 96 ${b.saddleY - 3} 102 ${b.saddleY + 1} L98 ${b.saddleY + 5} C86 ${b.saddleY + 3} 78 ${b.saddleY + 3} 72 ${b.saddleY + 4} Z`,
      'url(#k)',
    ) +
    line(b.bars, '#2A2D31', 3.2) +
    circle(98, 132, 11, 'none', ' stroke="url(#s)" stroke-width="3"') +
    line('M98 132 L108 150 M104 150 L114 150', '#2A2D31', 3) +
    (b.extras?.(p) ?? '') +
    mark(seed, 108, 100, 12, p.trim, -40);

const MOUNTAIN: BikeSpec = {
  tubes: ['M98 132 L86 76 L138 82 L98 132', 'M86 78 L46 128 L98 132', 'M138 76 L142 92'],
  fork: 'M141 88 L154 128',
  bars: 'M140 76 L142 64 M130 64 L154 62',
  tyre: 7,
  knobby: true,
  saddleY: 62,
  extras: (p) => line('M143 94 L148 112', '#C9CED6', 4) + shape('M154 62 L158 62 L158 66 L154 66 Z', p.accent),
};
const CITY: BikeSpec = {
  tubes: ['M98 132 L86 76', 'M98 132 C110 118 124 104 138 86', 'M86 78 L46 128 L98 132', 'M138 76 L142 92'],
  fork: 'M141 88 L154 128',
  bars: 'M140 76 L140 62 C146 56 156 58 162 64',
  tyre: 4.5,
  knobby: false,
  saddleY: 64,
  extras: (p) =>
    line('M12 116 A38 38 0 0 1 80 104 M120 104 A38 38 0 0 1 190 116', p.main, 3.2) +
    line('M50 92 L88 92 M58 92 L46 124', '#2A2D31', 2.4) +
    shape('M90 120 L112 118 L112 130 L92 134 Z', p.dark),
};
const ROAD: BikeSpec = {
  tubes: ['M98 132 L84 72 L140 74 L98 132', 'M84 74 L46 128 L98 132', 'M140 70 L143 90'],
  fork: 'M142 86 C148 100 152 114 154 128',
  bars: 'M140 70 L146 62 L154 62 C162 62 162 74 156 78',
  tyre: 3.6,
  knobby: false,
  saddleY: 58,
  extras: (p) => shape('M140 70 L143 90 L145 90 L142 70 Z', p.accent),
};

/** Head on: the front wheel edge-on, the fork, bars and saddle behind. */
const bikeFront =
  (barsWide: number, tyre: number): View =>
  (p) =>
    floor(100, 168, 40, 5) +
    shape(`M${100 - tyre} 94 L${100 + tyre} 94 L${100 + tyre} 160 C${100 + tyre} 166 ${100 - tyre} 166 ${100 - tyre} 160 Z`, 'url(#k)') +
    line('M94 90 L96 130 M106 90 L104 130', p.main, 4) +
    shape('M88 50 C94 44 106 44 112 50 L106 56 L94 56 Z', 'url(#k)') +
    line('M100 56 L100 90', p.main, 6) +
    line(`M${100 - barsWide} 62 L${100 + barsWide} 62`, '#2A2D31', 3.4) +
    line(`M${100 - barsWide} 62 L${100 - barsWide + 10} 62 M${100 + barsWide - 10} 62 L${100 + barsWide} 62`, '#111111', 5) +
    circle(100, 74, 5, '#FFF5CC', ' stroke="#2A2D31" stroke-width="1.2"');

const bike = (spec: BikeSpec, barsWide: number): Drawing => ({ views: [bikeSide(spec), bikeFront(barsWide, spec.tyre)], detail: [98, 132, 2.4] });
export const MOUNTAIN_BIKE = bike(MOUNTAIN, 40);
export const CITY_BIKE = bike(CITY, 34);
export const ROAD_BIKE = bike(ROAD, 22);

const scooter = (stunt: boolean): Figure => ({
  floor: [104, 176, 80, 5],
  parts: [
    ['m', stunt ? 'M40 146 L150 146 L152 158 L42 158 Z' : 'M44 148 L150 148 C154 148 156 152 154 156 L46 156 Z'],
    ['k', stunt ? 'M44 142 L148 142 L150 146 L42 146 Z' : 'M48 144 L146 144 L150 148 L44 148 Z', 0],
    ['m', stunt ? 'M146 146 L158 40 L166 40 L156 150 Z' : 'M146 148 L152 40 L160 40 L156 150 Z'],
    ['k', stunt ? 'M120 30 L190 30 L190 38 L120 38 Z' : 'M132 38 L180 38 L180 44 L132 44 Z'],
    ...(stunt
      ? [['m', 'M126 38 L130 60 L186 60 L184 38 L178 38 L180 54 L134 54 L132 38 Z'] as const]
      : [['a', 'M148 96 L158 96 L157 108 L147 108 Z', 0.6] as const]),
    ['dark', 'M30 144 C34 132 52 132 58 140 L52 146 Z', 0.8],
  ],
  strokes: [['line', 1, stunt ? 'M60 152 L140 152' : 'M60 152 L140 152']],
  logo: [92, 147, 10, 0, 'trim'],
});
const scooterView =
  (stunt: boolean): View =>
  (p, seed) => {
    const r = stunt ? 13 : 16;
    const hub = stunt ? 'url(#s)' : p.accent;
    const wheelAt = (x: number) => circle(x, 172 - r, r, 'url(#k)') + circle(x, 172 - r, r * 0.55, hub, ` stroke="${p.line}" stroke-width="0.8"`);
    return figure(scooter(stunt))(p, seed) + wheelAt(44) + wheelAt(stunt ? 158 : 160);
  };
const scooterTop: Figure = {
  floor: [100, 100, 90, 30],
  parts: [
    ['m', 'M30 86 L160 86 C168 86 170 114 160 114 L30 114 C22 114 22 86 30 86 Z'],
    ['k', 'M40 90 L150 90 L150 110 L40 110 Z', 0],
    ['k', 'M164 40 L172 40 L172 160 L164 160 Z'],
    ['s', 'M160 94 L176 94 L176 106 L160 106 Z'],
  ],
  logo: [90, 95, 10, 0, 'trim'],
};
export const SCOOTER: Drawing = { views: [scooterView(false), figure(scooterTop)], detail: [152, 100, 2.2] };
export const STUNT_SCOOTER: Drawing = { views: [scooterView(true), figure(scooterTop)], detail: [156, 48, 2.2] };
