import type { SchedulerLike } from 'rxjs';
import { TIMINGS } from '../../domain/display/timings';
import { createHoverIntent, type HoverIntent } from './hoverIntent';

/** The catalogue flyout: opening on the button (300 ms hover) and the chosen left section (100 ms hover) (spec §2, §4 Menus). */
export interface CatalogueMenu {
  readonly flyout: HoverIntent;
  readonly section: HoverIntent;
}

export const CATALOGUE_FLYOUT = 'catalogue';

export function createCatalogueMenu(scheduler?: SchedulerLike): CatalogueMenu {
  return {
    flyout: createHoverIntent({ openMs: TIMINGS.menuOpen, closeMs: TIMINGS.subSectionSwitch }, scheduler),
    section: createHoverIntent({ openMs: TIMINGS.catalogueAsideHover, closeMs: null }, scheduler),
  };
}

/** The inline header menu: an entry opens after 150 ms hover (spec §2 Header). */
export function createInlineMenu(scheduler?: SchedulerLike): HoverIntent {
  return createHoverIntent({ openMs: TIMINGS.inlineMenuHover, closeMs: TIMINGS.subSectionSwitch }, scheduler);
}
