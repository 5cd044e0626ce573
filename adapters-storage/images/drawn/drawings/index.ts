/** Every product type the shop draws, by kind. */
import type { Drawing } from './drawing';
import { FOOTWEAR } from './footwearDrawings';
import { SLIDE } from './slide';
import { BACKPACK, BOTTLE, DUMBBELL, KETTLEBELL, YOGA_MAT } from './gear';
import { CITY_BIKE, MOUNTAIN_BIKE, ROAD_BIKE, SCOOTER, STUNT_SCOOTER } from './wheels';
import { BOXING_GLOVES, MMA_GLOVES, SWIM_GOGGLES, TENNIS_RACKET } from './handheld';
import { ALPINE_SKIS, HOCKEY_STICK, SNOWBOARD, XC_SKIS } from './winter';
import { FIGURE_SKATES, HOCKEY_SKATES, INLINE_SKATES } from './skates';
import { BEANIE, SOCKS, SWIM_BRIEFS, SWIM_TRUNKS, TEAM_KIT } from './everyday';
import { CAP, HELMET, HOCKEY_HELMET, JUMP_ROPE, KNEE_PADS, SHIN_GUARDS, SKI_HELMET, SLEEPING_BAG, SUPPLEMENT, TENT } from './extras';
import { BASKETBALL, FOOTBALL, VOLLEYBALL } from './balls';
import { BASE_BOTTOM, LEGGINGS_DRAWING, SHORTS_DRAWING, SKI_TROUSERS, SWIM_SHORTS, TROUSERS_DRAWING } from './bottoms';
import { SNOWSUIT, TRACKSUIT } from './sets';
import { FLEECE, HOODIE, JACKET, PUFFER, SKI_JACKET } from './outerwear';
import { BASE_TOP, JERSEY, SPORTS_BRA, SWIMSUIT, T_SHIRT } from './tops';

export const DRAWINGS = {
  ...FOOTWEAR,
  slide: SLIDE,
  't-shirt': T_SHIRT,
  jersey: JERSEY,
  'base-top': BASE_TOP,
  'sports-bra': SPORTS_BRA,
  swimsuit: SWIMSUIT,
  hoodie: HOODIE,
  jacket: JACKET,
  puffer: PUFFER,
  'ski-jacket': SKI_JACKET,
  fleece: FLEECE,
  trousers: TROUSERS_DRAWING,
  'ski-trousers': SKI_TROUSERS,
  shorts: SHORTS_DRAWING,
  'swim-shorts': SWIM_SHORTS,
  leggings: LEGGINGS_DRAWING,
  'base-bottom': BASE_BOTTOM,
  tracksuit: TRACKSUIT,
  snowsuit: SNOWSUIT,
  football: FOOTBALL,
  basketball: BASKETBALL,
  volleyball: VOLLEYBALL,
  backpack: BACKPACK,
  dumbbell: DUMBBELL,
  kettlebell: KETTLEBELL,
  'yoga-mat': YOGA_MAT,
  bottle: BOTTLE,
  'mountain-bike': MOUNTAIN_BIKE,
  'city-bike': CITY_BIKE,
  'road-bike': ROAD_BIKE,
  scooter: SCOOTER,
  'stunt-scooter': STUNT_SCOOTER,
  'tennis-racket': TENNIS_RACKET,
  'boxing-gloves': BOXING_GLOVES,
  'mma-gloves': MMA_GLOVES,
  'swim-goggles': SWIM_GOGGLES,
  'alpine-skis': ALPINE_SKIS,
  'xc-skis': XC_SKIS,
  snowboard: SNOWBOARD,
  'hockey-stick': HOCKEY_STICK,
  'hockey-skates': HOCKEY_SKATES,
  'figure-skates': FIGURE_SKATES,
  'inline-skates': INLINE_SKATES,
  'team-kit': TEAM_KIT,
  'swim-briefs': SWIM_BRIEFS,
  'swim-trunks': SWIM_TRUNKS,
  socks: SOCKS,
  beanie: BEANIE,
  'knee-pads': KNEE_PADS,
  'ski-helmet': SKI_HELMET,
  'hockey-helmet': HOCKEY_HELMET,
  'jump-rope': JUMP_ROPE,
  helmet: HELMET,
  cap: CAP,
  tent: TENT,
  'sleeping-bag': SLEEPING_BAG,
  'shin-guards': SHIN_GUARDS,
  supplement: SUPPLEMENT,
} as const satisfies Readonly<Record<string, Drawing>>;

export type ProductImageKind = keyof typeof DRAWINGS;
