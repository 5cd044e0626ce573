/** Signs claims as a JSON Web Token a partner service verifies. */
export interface TokenSigner {
  readonly sign: (claims: Readonly<Record<string, string | number>>) => Promise<string>;
}
