import type { LocationPopup as Variant } from '../../domain/location/location';
import { useShopperLocation } from './useLocation';

const TEXTS: Record<Variant, { readonly question: (city: string) => string; readonly yes: string; readonly no: string }> = {
  cityQuestion: { question: (city) => `Ваш город — ${city}?`, yes: 'Да, верно', no: 'Выбрать другой' },
  refine: { question: () => 'Уточните адрес, чтобы мы показали точные сроки доставки', yes: 'Уточнить', no: 'Позже' },
  afterGeohash: { question: (city) => `Оставить город ${city}?`, yes: 'Да', no: 'Нет, выбрать другой' },
};

/** The unconfirmed-location popup in its variants (spec §4 Location); confirmed by itself 10 s after first seen. */
export function LocationPopup() {
  const { vm, state, location } = useShopperLocation();
  if (!state.popup || !location) return null;
  const text = TEXTS[state.popup];
  return (
    <section className="location-popup" role="dialog" aria-modal="false" aria-label="Ваш город" data-testid="location-popup">
      <p className="location-popup__question">{text.question(location.cityName)}</p>
      <div className="location-popup__actions">
        <button type="button" className="button button--primary" onClick={() => void (state.popup === 'refine' ? vm.openChooser() : vm.confirm())}>
          {text.yes}
        </button>
        <button type="button" className="button" onClick={state.popup === 'refine' ? vm.closeChooser : vm.openChooser}>
          {text.no}
        </button>
      </div>
    </section>
  );
}
