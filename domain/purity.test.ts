import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// What dependency-cruiser (.dependency-cruiser.cjs) cannot see: domain/ stays pure and documents its spec sections.
const root = dirname(fileURLToPath(import.meta.url));
const IMPURE = /\b(window|document|localStorage|sessionStorage|fetch|process|Buffer|console|setTimeout|setInterval|Date\.now|Math\.random|new Date\(\))\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('domain purity', () => {
  const files = sources(root);

  it('finds the domain sources', () => expect(files.length).toBeGreaterThan(30));

  it('uses no I/O, clock or randomness', () => {
    const offending = files.filter((file) => IMPURE.test(readFileSync(file, 'utf8').replace(/\/\*\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    expect(offending.map((f) => relative(root, f))).toEqual([]);
  });

  it('gives every exported function a JSDoc naming its spec section', () => {
    const missing = files.flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      return lines.flatMap((line, i) => {
        if (!/^export (function|const \w+ = \(|const \w+: Rule)/.test(line)) return [];
        const doc = lines.slice(Math.max(0, i - 6), i).join('\n');
        return /\/\*\*[\s\S]*spec §\d[\s\S]*\*\/\s*$/.test(doc) ? [] : [`${relative(root, file)}:${i + 1}`];
      });
    });
    expect(missing).toEqual([]);
  });
});
