type Point = readonly [number, number];

/** Metres per degree of latitude; a degree of longitude is this times the cosine of the latitude. */
const METRES_PER_DEGREE = 111_320;

/** How far a point lies from the segment a–b, in metres (locally flat: fine for a city's extent). */
function metresFromSegment(p: Point, a: Point, b: Point): number {
  const k = Math.cos((a[1] * Math.PI) / 180);
  const [px, py, ax, ay, bx, by] = [p[0] * k, p[1], a[0] * k, a[1], b[0] * k, b[1]];
  const [dx, dy] = [bx - ax, by - ay];
  const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy) * METRES_PER_DEGREE;
}

/** Drops the points of a line that a drawing cannot show (Douglas–Peucker): none kept strays more than `metres` from the original. */
export function simplifyLine(line: readonly Point[], metres: number): Point[] {
  if (line.length < 3) return [...line];
  let [farthest, index] = [0, 0];
  for (let i = 1; i < line.length - 1; i += 1) {
    const d = metresFromSegment(line[i]!, line[0]!, line[line.length - 1]!);
    if (d > farthest) [farthest, index] = [d, i];
  }
  if (farthest <= metres) return [line[0]!, line[line.length - 1]!];
  return [...simplifyLine(line.slice(0, index + 1), metres).slice(0, -1), ...simplifyLine(line.slice(index), metres)];
}
