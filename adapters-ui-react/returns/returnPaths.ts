/** Where the return pages live (spec §2 Profile routes). */
export const RETURNS_PATH = '/profile/returns/';
export const returnPath = (id: string) => `${RETURNS_PATH}${encodeURIComponent(id)}/`;
export const orderReturnPath = (orderNumber: string) => `/profile/order_return/${encodeURIComponent(orderNumber)}`;
