/** A box in degrees: west, south, east, north. */
export type Box = readonly [number, number, number, number];
type Point = readonly [number, number];

/**
 * A ring cut to a box (Sutherland–Hodgman, one box side after another): what lies inside stays, the box's
 * edge closes what was cut. A ring wholly outside comes back empty.
 */
export function clipRing(ring: readonly Point[], [west, south, east, north]: Box): Point[] {
  const sides: readonly [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((west - a[0]) / (b[0] - a[0])) * (b[1] - a[1])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((east - a[0]) / (b[0] - a[0])) * (b[1] - a[1])]],
    [(p) => p[1] >= south, (a, b) => [a[0] + ((south - a[1]) / (b[1] - a[1])) * (b[0] - a[0]), south]],
    [(p) => p[1] <= north, (a, b) => [a[0] + ((north - a[1]) / (b[1] - a[1])) * (b[0] - a[0]), north]],
  ];
  let kept: Point[] = [...ring];
  for (const [inside, crossing] of sides) {
    const input = kept;
    kept = [];
    input.forEach((b, i) => {
      const a = input[(i + input.length - 1) % input.length]!;
      if (inside(b)) {
        if (!inside(a)) kept.push(crossing(a, b));
        kept.push(b);
      } else if (inside(a)) kept.push(crossing(a, b));
    });
  }
  return kept;
}

/** The part of the segment a–b inside the box (Liang–Barsky), or null when none is. */
function clipSegment(a: Point, b: Point, [west, south, east, north]: Box): [Point, Point] | null {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  let [t0, t1] = [0, 1];
  for (const [p, q] of [
    [-dx, a[0] - west],
    [dx, east - a[0]],
    [-dy, a[1] - south],
    [dy, north - a[1]],
  ] as const) {
    if (p === 0) {
      if (q < 0) return null;
    } else if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
  }
  if (t0 > t1) return null;
  const at = (t: number): Point => (t === 0 ? a : t === 1 ? b : [a[0] + t * dx, a[1] + t * dy]);
  return [at(t0), at(t1)];
}

/** The pieces of a line inside a box: a line that leaves the box and comes back falls into several. */
export function clipLine(line: readonly Point[], box: Box): Point[][] {
  const pieces: Point[][] = [];
  let open = false;
  for (let i = 1; i < line.length; i += 1) {
    const part = clipSegment(line[i - 1]!, line[i]!, box);
    if (!part) {
      open = false;
      continue;
    }
    if (!open) pieces.push([part[0]]);
    pieces[pieces.length - 1]!.push(part[1]);
    // The line goes on inside only where this segment ended inside.
    open = part[1] === line[i];
  }
  return pieces;
}
