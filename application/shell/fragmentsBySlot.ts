import type { Fragment, FragmentSource } from './FragmentSource';

/** The static fragments of the asked slots in slot order, or every one when no slot is asked (spec §7 GET /static-fragments, /static/fragments?slots). */
export function fragmentsBySlot(deps: { readonly fragments: FragmentSource }) {
  return async (slots: readonly string[] | null): Promise<readonly Fragment[]> => {
    const all = await deps.fragments.all();
    return slots ? slots.flatMap((slot) => all.filter((f) => f.slot === slot)) : all;
  };
}
