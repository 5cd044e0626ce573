/** Escapes LIKE's wildcards so a path or prefix matches literally (PostgreSQL's default escape is a backslash). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
