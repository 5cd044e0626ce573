/** Balls by sport: a football's pentagons, a basketball's ribs, a volleyball's panels; seen whole, turned, close. */
import { figure, type Part } from '../figure';
import type { Paint } from '../paint';
import { circle, floor, group, line, r1, type View } from '../svg';
import type { Drawing } from './drawing';

const CX = 100;
const CY = 94;
const R = 68;
const BALL: Part = ['r', `M${CX - R} ${CY} A${R} ${R} 0 1 0 ${CX + R} ${CY} A${R} ${R} 0 1 0 ${CX - R} ${CY} Z`];
const GLOSS = `<ellipse cx="${CX - 24}" cy="${CY - 30}" rx="22" ry="12" transform="rotate(-30 ${CX - 24} ${CY - 30})" fill="#FFFFFF" opacity="0.35"/>`;
const clip = (body: string) => `<clipPath id="c"><circle cx="${CX}" cy="${CY}" r="${R}"/></clipPath><g clip-path="url(#c)">${body}</g>`;

function pentagon(x: number, y: number, r: number, turn: number): string {
  const points = Array.from({ length: 5 }, (_, i) => {
    const a = ((turn + i * 72 - 90) * Math.PI) / 180;
    return `${r1(x + r * Math.cos(a))} ${r1(y + r * Math.sin(a))}`;
  });
  return `M${points.join(' L')} Z`;
}

/** The classic pattern: a pentagon in the middle, five more round it foreshortened towards the rim, seams between. */
const football =
  (turn: number): View =>
  (p: Paint) => {
    const dark = p.accent === '#FFFFFF' ? p.dark : p.accent;
    const at = (angle: number, r: number) => [CX + r * Math.cos((angle * Math.PI) / 180), CY + r * Math.sin((angle * Math.PI) / 180)] as const;
    const outer = Array.from({ length: 5 }, (_, i) => {
      const angle = turn + i * 72 + 36 - 90;
      const [x, y] = at(angle, 56);
      return `<path d="${pentagon(0, 0, 21, 36)}" fill="${dark}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle + 90)}) scale(1 0.62)"/>`;
    });
    const seams = Array.from({ length: 5 }, (_, i) => {
      const angle = turn + i * 72 - 90;
      const [x1, y1] = at(angle, 22);
      const [x2, y2] = at(angle, 70);
      const [x3, y3] = at(angle + 36, 36);
      return line(`M${r1(x1)} ${r1(y1)} L${r1(x2)} ${r1(y2)} M${r1(x1)} ${r1(y1)} L${r1(x3)} ${r1(y3)}`, p.line, 1.1);
    });
    return (
      floor(CX, 166, 60, 7) +
      figure({ parts: [BALL] })(p, 0) +
      clip(`${seams.join('')}<path d="${pentagon(CX, CY, 22, turn)}" fill="${dark}"/>${outer.join('')}`) +
      GLOSS
    );
  };
export const FOOTBALL: Drawing = { views: [football(0), football(20), football(-24)], detail: [100, 94, 2.2] };

/** Black ribs, light grey on a dark ball. */
const ribs = (p: Paint) => (p.trim === '#FFFFFF' ? '#C9CED6' : '#1F1F1F');
const basketball =
  (turn: number): View =>
  (p: Paint) =>
    floor(CX, 166, 60, 7) +
    figure({ parts: [BALL] })(p, 0) +
    clip(
      group(
        `rotate(${turn} ${CX} ${CY})`,
        ['M32 94 C70 86 130 86 168 94', 'M100 26 C90 60 90 128 100 162', 'M52 40 C76 66 78 122 52 148', 'M148 40 C124 66 122 122 148 148']
          .map((d) => line(d, ribs(p), 3))
          .join(''),
      ),
    ) +
    circle(CX - 8, CY + 24, 3, ribs(p), ' opacity="0.6"') +
    GLOSS;
export const BASKETBALL: Drawing = { views: [basketball(0), basketball(30), basketball(-70)], detail: [100, 92, 2.4] };

/** Three bands of three panels, turned a third of a circle each. */
const volleyball =
  (turn: number): View =>
  (p: Paint) => {
    const fill = p.accent === '#FFFFFF' ? '#F2F3F5' : p.accent;
    const band =
      `<path d="M100 94 C114 60 146 42 182 44 L180 92 C150 88 124 100 110 122 Z" fill="${fill}" stroke="${p.line}" stroke-width="1"/>` +
      line('M104 102 C120 72 148 58 181 60 M107 112 C122 86 150 74 180 76', p.line, 1);
    return (
      floor(CX, 166, 60, 7) + figure({ parts: [BALL] })(p, 0) + clip([0, 120, 240].map((a) => group(`rotate(${a + turn} ${CX} ${CY})`, band)).join('')) + GLOSS
    );
  };
export const VOLLEYBALL: Drawing = { views: [volleyball(0), volleyball(50), volleyball(100)], detail: [120, 80, 2.4] };
