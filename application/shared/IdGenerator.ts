/** Makes new unique ids (a port, so tests can make them predictable). */
export interface IdGenerator {
  readonly uuid: () => string;
}
