/**
 * «Я не робот»: shown after the server answered NEED_CAPTCHA; the click gets a captcha token and
 * repeats the refused request with it (sign-in, the order's phone, gift cards).
 */
export function NotRobotCheck({ onPass, disabled, wide = false }: { readonly onPass: () => void; readonly disabled: boolean; readonly wide?: boolean }) {
  return (
    <div role="group" aria-label="Проверка, что вы не робот">
      <button type="button" className={wide ? 'button button--wide' : 'button'} onClick={onPass} disabled={disabled}>
        Я не робот
      </button>
    </div>
  );
}
