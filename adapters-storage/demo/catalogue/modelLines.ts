/** Real model lines of well-known brands, used where a brand has them for the product type. */
import type { Rng } from './prng';

const LINES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  krossovki: {
    Nike: ['Air Zoom Pegasus 41', 'Revolution 7', 'Downshifter 13', 'Air Max SC', 'Quest 5', 'Invincible 3'],
    Adidas: ['Ultraboost Light', 'Runfalcon 3.0', 'Duramo SL', 'Galaxy 6', 'Adizero SL'],
    Asics: ['Gel-Kayano 30', 'Gel-Nimbus 26', 'Gel-Contend 8', 'Gel-Excite 10', 'Gel-Cumulus 26'],
    'New Balance': ['Fresh Foam 1080v13', '574', 'FuelCell Rebel v4', '520v8'],
    Puma: ['Velocity Nitro 3', 'Softride Pro', 'Deviate Nitro 2', 'Smash v2'],
    Hoka: ['Clifton 9', 'Bondi 8', 'Mach 6', 'Speedgoat 5'],
    Saucony: ['Ride 17', 'Guide 17', 'Endorphin Speed 4'],
    Brooks: ['Ghost 16', 'Glycerin 21', 'Adrenaline GTS 23'],
    Mizuno: ['Wave Rider 28', 'Wave Inspire 20', 'Wave Sky 7'],
    Reebok: ['Floatride Energy 5', 'Nano X4', 'Energen Lite'],
    Salomon: ['Speedcross 6', 'XT-6', 'Sense Ride 5'],
    'Under Armour': ['Charged Rogue 4', 'HOVR Phantom 3'],
    Demix: ['Dragonfly', 'Storm Run', 'Flash', 'Nova Run'],
  },
  butsy: {
    Nike: ['Mercurial Vapor 15 Club', 'Phantom GX Academy', 'Tiempo Legend 10'],
    Adidas: ['Predator League', 'X Crazyfast.3', 'Copa Pure 2.3'],
    Puma: ['Future 7 Play', 'Ultra 5 Match'],
  },
  myachi: {
    Adidas: ['Tiro League', 'Al Rihla Training', 'Fussballliebe League'],
    Nike: ['Strike', 'Flight', 'Academy'],
    Wilson: ['Evolution', 'NCAA Replica', 'NBA Forge'],
    Molten: ['BG4500', 'V5M5000', 'F5A3400'],
  },
  velosipedy: {
    Stern: ['Motion 1.0', 'Energy 2.0', 'Vega 1.0', 'Rocket', 'Dynamic'],
    Merida: ['Big Nine 20', 'Crossway 100', 'Matts 6.10', 'Speeder 100'],
  },
  lyzhi: {
    Fischer: ['Twin Skin Pro', 'RC One', 'Ranger 96'],
    Atomic: ['Redster G9', 'Pro C2', 'Maverick 88'],
    Salomon: ['S/Max 8', 'Stance 90', 'Escape Skate'],
    Head: ['Supershape e-Speed', 'Kore 93'],
  },
  snoubordy: {
    Burton: ['Custom', 'Ripcord', 'Process'],
    Salomon: ['Huck Knife', 'Assassin', 'Sight'],
    Head: ['True 2.0', 'Anything LYT'],
  },
  klyushki: {
    Bauer: ['Vapor X4', 'Nexus E4', 'Supreme M5 Pro'],
    CCM: ['Ribcor Trigger 8', 'Jetspeed FT6', 'Tacks AS-V'],
    Fischer: ['RC ONE X3', 'W250'],
  },
  konki: {
    Bauer: ['Vapor X3', 'Supreme M3', 'X-LS'],
    CCM: ['Tacks AS-550', 'Ribcor 86K', 'Jetspeed FT6'],
  },
  raketki: {
    Wilson: ['Pro Staff 97', 'Blade 98', 'Ultra 100', 'Clash 100'],
    Head: ['Speed MP', 'Gravity Team', 'Radical MP', 'Boom Pro'],
    Babolat: ['Pure Drive', 'Pure Aero', 'Pure Strike'],
  },
};

/** Size-like suffixes for generic series names: «Trek 2.0», «Frost Pro». */
const SUFFIXES = ['', '', '', ' 2.0', ' Pro', ' II', ' Lite', ' 3'];

export function pickModelName(rng: Rng, typeSlug: string, brand: string, series: readonly string[]): string {
  const own = LINES[typeSlug]?.[brand];
  if (own && own.length > 0 && rng.chance(0.85)) return rng.pick(own);
  return rng.pick(series) + rng.pick(SUFFIXES);
}
