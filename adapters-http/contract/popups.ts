import * as t from 'io-ts';

/** Query of GET /web-api/v1/popups: the page path. */
export const PopupsQuery = t.type({ path: t.refinement(t.string, (s) => s.startsWith('/') && s.length <= 300, 'PagePath') });

/** Body of POST /web-api/v1/popups (spec §7: url): the page's address, absolute or a path; its query is ignored. */
export const PopupsRequest = t.type({ url: t.refinement(t.string, (s) => s.length <= 2000 && URL.canParse(s, 'http://shop.invalid'), 'PageUrl') });

const PopupContent = t.type({ title: t.string, text: t.string, buttons: t.array(t.type({ text: t.string, url: t.string })) });

/** spec §3 Popup. */
const PopupBody = t.intersection([
  t.type({
    id: t.string,
    type: t.keyof({ small_popup: null, large_popup: null }),
    popupPosition: t.string,
    timeFromPageOpenSeconds: t.number,
    content: t.array(PopupContent),
  }),
  t.partial({ subtype: t.literal('email') }),
]);

export const PopupList = t.type({ popups: t.array(PopupBody) });
/** GET /web-api/v1/popups/{id}. */
export const PopupAnswer = t.type({ popup: PopupBody });
export type PopupList = t.TypeOf<typeof PopupList>;
