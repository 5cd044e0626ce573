/**
 * A city's real geography for the offline map, as shipped in geography/<city id>.json (made by
 * geography/extractCityGeography.ts): coast and rivers, no streets. Coordinates are
 * [lon, lat] pairs in hundred-thousandths of a degree (about a metre), each after the first stored as
 * the difference from the one before, which keeps the files small.
 */
export interface CityGeographyFile {
  readonly city: string;
  /** The city's centre, [lon, lat] in degrees, marked on the map. */
  readonly centre: readonly [number, number];
  /** The area the data covers: west, south, east, north in degrees. */
  readonly box: readonly [number, number, number, number];
  /** Sea and bays as closed rings (OpenStreetMap water polygons). */
  readonly water: readonly (readonly number[])[];
  /** Rivers and canals (GSHHG's WDBII): level 1–2 major rivers, 3–4 smaller ones, 8–9 canals. */
  readonly rivers: readonly { readonly level: number; readonly line: readonly number[] }[];
}

/** A line or ring as [lon, lat] pairs in degrees. */
export type LonLatLine = readonly (readonly [number, number])[];

const UNIT = 1e5;

/** Packs a line into the files' integer differences. */
export function encodeLine(line: LonLatLine): number[] {
  const packed: number[] = [];
  let [lastX, lastY] = [0, 0];
  for (const [lon, lat] of line) {
    const [x, y] = [Math.round(lon * UNIT), Math.round(lat * UNIT)];
    packed.push(x - lastX, y - lastY);
    [lastX, lastY] = [x, y];
  }
  return packed;
}

/** Unpacks a line of the files into degrees. */
export function decodeLine(packed: readonly number[]): LonLatLine {
  const line: [number, number][] = [];
  let [x, y] = [0, 0];
  for (let i = 0; i + 1 < packed.length; i += 2) {
    x += packed[i]!;
    y += packed[i + 1]!;
    line.push([x / UNIT, y / UNIT]);
  }
  return line;
}
