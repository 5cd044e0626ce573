import type { EgcInvoiceRepository } from './EgcRepository';

/** The card pictures on offer (spec §7 GET /egc/designs). */
export const listEgcDesigns = (deps: { readonly invoices: EgcInvoiceRepository }) => () => deps.invoices.designs();
