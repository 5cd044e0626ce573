import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The dependency check of issue 3 / ARCHITECTURE: domain/ imports only itself and four libraries, and stays pure.
const root = dirname(fileURLToPath(import.meta.url));
const ALLOWED = [/^decimal\.js$/, /^ngeohash$/, /^fp-ts(\/[A-Za-z]+)?$/, /^libphonenumber-js(\/(min|max|core))?$/];
const IMPURE = /\b(window|document|localStorage|sessionStorage|fetch|process|Buffer|console|setTimeout|setInterval|Date\.now|Math\.random|new Date\(\))\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const specifiers = (text: string): string[] =>
  [...text.matchAll(/(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2])!);

describe('domain dependency rule', () => {
  const files = sources(root);

  it('finds the domain sources', () => expect(files.length).toBeGreaterThan(30));

  it('imports only domain files, decimal.js, ngeohash, fp-ts and libphonenumber-js', () => {
    const offending = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => (s.startsWith('.') ? relative(root, resolve(dirname(file), s)).startsWith('..') : !ALLOWED.some((re) => re.test(s))))
        .map((s) => `${relative(root, file)} → ${s}`));
    expect(offending).toEqual([]);
  });

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
