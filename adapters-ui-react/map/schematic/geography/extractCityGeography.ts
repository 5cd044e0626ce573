/**
 * Makes adapters-ui-react/map/schematic/geography/*.json, the offline map's real geography of each demo
 * city (docs/pickup-map.md): sea from OpenStreetMap's water polygons as the npm package
 * @geo-maps/earth-seas-10m ships them (ODbL), rivers and canals from GSHHG's full-resolution WDBII data as
 * Debian's gmt-gshhg-full ships it (LGPL 3), read through GMT. Run by hand when the cities change:
 *   apt-get install gmt gmt-gshhg-full && npm pack @geo-maps/earth-seas-10m && tar xzf geo-maps-earth-seas-10m-*.tgz
 *   node --import tsx adapters-ui-react/map/schematic/geography/extractCityGeography.ts package/map.geo.json
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { CITIES } from '../../../../adapters-storage/demo/catalogue/cities';
import { encodeLine, type CityGeographyFile } from '../cityGeography';
import { clipLine, clipRing, type Box } from './clipToBox';
import { simplifyLine } from './simplifyLine';

/** Half the side of each city's square, in kilometres: the whole city and its edge. */
const HALF_SIDE_KM = 40;
/** Smaller than a pixel at the map's closest zoom of the whole city, and a few metres when zoomed in. */
const TOLERANCE_METRES = 12;
/** WDBII levels drawn: major and smaller permanent rivers (1–4) and canals (8–9); intermittent streams and irrigation left out. */
const RIVER_LEVELS = new Set([1, 2, 3, 4, 8, 9]);
const OUT = new URL('./', import.meta.url);

type Point = readonly [number, number];

function boxAround(lat: number, lon: number): Box {
  const dLat = HALF_SIDE_KM / 111.32;
  const dLon = dLat / Math.cos((lat * Math.PI) / 180);
  return [lon - dLon, lat - dLat, lon + dLon, lat + dLat].map((d) => Math.round(d * 1000) / 1000) as unknown as Box;
}

/** The ring's area in square degrees (shoelace): a ring that clipping flattened onto the box's edge has none. */
const area = (ring: readonly Point[]) =>
  Math.abs(
    ring.reduce((sum, [x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length]!;
      return sum + x1 * y2 - x2 * y1;
    }, 0),
  ) / 2;

const overlaps = (ring: readonly Point[], [w, s, e, n]: Box) =>
  ring.some(([x]) => x >= w) && ring.some(([x]) => x <= e) && ring.some(([, y]) => y >= s) && ring.some(([, y]) => y <= n);

function seaRings(seas: readonly (readonly (readonly Point[])[])[], box: Box): number[][] {
  return seas
    .flat()
    .filter((ring) => overlaps(ring, box))
    .map((ring) => simplifyLine(clipRing(ring, box), TOLERANCE_METRES))
    .filter((ring) => ring.length >= 3 && area(ring) > 1e-7)
    .map(encodeLine);
}

/** GMT's dump of a box's rivers: segments headed "> River Bin # …, Level n". */
function rivers(box: Box): CityGeographyFile['rivers'] {
  const dump = execFileSync('gmt', ['coast', `-R${box[0]}/${box[2]}/${box[1]}/${box[3]}`, '-Df', '-Ia', '-M'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    cwd: tmpdir() /* GMT leaves a gmt.history where it runs */,
  });
  const segments: { level: number; points: Point[] }[] = [];
  for (const row of dump.split('\n')) {
    const level = /^>.*Level (\d+)/.exec(row)?.[1];
    if (level) segments.push({ level: Number(level), points: [] });
    else if (row.trim() && segments.length > 0) segments[segments.length - 1]!.points.push(row.trim().split(/\s+/).map(Number) as unknown as Point);
  }
  // GMT gives the whole 1° bins the box touches: cut to the box.
  return segments
    .filter((s) => RIVER_LEVELS.has(s.level))
    .flatMap((s) => clipLine(s.points, box).map((piece) => ({ level: s.level, line: encodeLine(simplifyLine(piece, TOLERANCE_METRES)) })));
}

const seasFile = process.argv[2];
if (!seasFile) throw new Error('usage: extractCityGeography.ts <@geo-maps/earth-seas-10m map.geo.json>');
const seas = (JSON.parse(readFileSync(seasFile, 'utf8')) as { geometries: { coordinates: Point[][][] }[] }).geometries[0]!.coordinates;
const areas = CITIES.map((city) => ({ id: city.id, box: boxAround(city.lat, city.lon) }));
writeFileSync(new URL('../cityAreas.json', OUT), `${JSON.stringify(areas)}\n`);
for (const city of CITIES) {
  const box = boxAround(city.lat, city.lon);
  const file: CityGeographyFile = { city: city.name, centre: [city.lon, city.lat], box, water: seaRings(seas, box), rivers: rivers(box) };
  writeFileSync(new URL(`${city.id}.json`, OUT), `${JSON.stringify(file)}\n`);
  console.log(city.name, 'water rings', file.water.length, 'river lines', file.rivers.length);
}
