/** A company's requisites that pass every check of spec §5 Company ids, for the tests of the forms that take them. */
export const COMPANY_IDS = {
  tin: '7701234567',
  bic: '044525225',
  iec: '770101001',
  paymentAccount: '40702810900000000001',
  correspondentAccount: '30101810400000000225',
  ogrn: '1027700132195',
} as const;
