import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { nextCodeFocus } from '../../domain/validation/codeInput';

export interface CodeCellsProps {
  readonly code: readonly string[];
  readonly length: number;
  readonly disabled: boolean;
  readonly onChange: (code: string) => void;
}

/** A code entered one digit per cell: digits only, backspace goes back, arrows move, paste fills (spec §5 Code input). */
export function CodeCells({ code, length, disabled, onChange }: CodeCellsProps) {
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => cells.current[Math.min(Math.max(0, i), length - 1)]?.focus();
  useEffect(() => {
    if (code.length === 0) focus(0);
  }, [code.length]);

  const joined = code.join('');
  const type = (i: number, typed: string) => {
    const digits = typed.replace(/\D/g, '');
    if (!digits) return;
    onChange(joined.slice(0, i) + digits + joined.slice(i + digits.length));
    focus(i + digits.length);
  };
  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const empty = !code[i];
    if (event.key === 'Backspace') {
      const target = empty ? i - 1 : i;
      if (target >= 0) onChange(joined.slice(0, target) + joined.slice(target + 1));
    }
    focus(nextCodeFocus(i, event.key, empty, length));
  };
  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    type(i, event.clipboardData.getData('text'));
  };

  return (
    <div className="code-cells" role="group" aria-label="Код из СМС">
      {Array.from({ length }, (_, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the code
          key={i}
          ref={(el) => {
            cells.current[i] = el;
          }}
          className="code-cells__cell"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={length}
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={`Цифра ${i + 1} из ${length}`}
          value={code[i] ?? ''}
          disabled={disabled}
          data-autofocus={i === 0 ? true : undefined}
          autoFocus={i === 0}
          onChange={(e) => type(i, e.target.value.replace(code[i] ?? '', '') || e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
        />
      ))}
    </div>
  );
}
