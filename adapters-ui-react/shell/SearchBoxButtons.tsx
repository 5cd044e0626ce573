/** A search box's buttons: «Отменить» while there is text (clears it and closes), and «Найти». */
export function SearchBoxButtons({ text, onCancel }: { readonly text: string; readonly onCancel: () => void }) {
  return (
    <>
      {text !== '' && (
        <button type="button" className="header__search-cancel" onClick={onCancel}>
          Отменить
        </button>
      )}
      <button type="submit" className="header__search-submit">
        Найти
      </button>
    </>
  );
}
