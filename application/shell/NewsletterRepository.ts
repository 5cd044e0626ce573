/** Newsletter sign-ups, one per channel and address. */
export interface NewsletterRepository {
  /** Keeps the sign-up; 'existing' when the address was already signed up. */
  readonly subscribe: (subscription: { readonly destination: string; readonly source: string; readonly ownerKey: string }) => Promise<'created' | 'existing'>;
}
