/** Cells of a code input after typing or pasting: digits only, one per cell, at most `length` (spec §5 Code input). */
export function codeCells(typed: string, length: number): readonly string[] {
  return Array.from(typed.replace(/\D/g, '').slice(0, Math.max(0, length)));
}

/** Cell focus after a key: backspace on an empty cell and left arrow go back, right arrow goes on, within bounds (spec §5 Code input). */
export function nextCodeFocus(index: number, key: 'Backspace' | 'ArrowLeft' | 'ArrowRight', cellEmpty: boolean, length: number): number {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' || cellEmpty ? -1 : 0;
  return Math.min(Math.max(0, index + step), Math.max(0, length - 1));
}
