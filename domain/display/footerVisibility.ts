/** Pages shown without the footer: the thank-you page after an order (spec §2 Routes /cart/thanks/{orderNumber}/). */
const WITHOUT_FOOTER = /^\/cart\/thanks\//;

/** Whether the page at the path shows the footer (spec §2 Routes, Layout). */
export function showsFooter(pathname: string): boolean {
  return !WITHOUT_FOOTER.test(pathname);
}
