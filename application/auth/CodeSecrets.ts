/** Makes sign-in codes from a secure random source. */
export interface CodeGenerator {
  /** Six random digits. */
  readonly code: () => string;
}

/** Hashes short secrets (codes) with a server key, and compares in constant time. */
export interface SecretHasher {
  readonly hash: (secret: string, salt: string) => string;
  readonly matches: (secret: string, salt: string, hash: string) => boolean;
}
