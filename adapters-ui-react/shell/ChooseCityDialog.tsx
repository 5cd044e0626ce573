import { Modal } from '../components/Modal';
import { useShopperLocation } from './useLocation';

/** The choose-city dialog (spec §2 Global dialogs): the top cities; choosing one confirms it. */
export function ChooseCityDialog() {
  const { vm, state, location } = useShopperLocation();
  // Prices, currency and phone format follow the city's country: a new market loads the page again,
  // so every price on it, and the cart, comes from the server in the new currency.
  const choose = async (city: Parameters<typeof vm.choose>[0]) => {
    await vm.choose(city);
    const chosen = vm.current().location;
    if (chosen && location && chosen.countryCode !== location.countryCode) window.location.reload();
  };
  return (
    <Modal open={state.chooserOpen} onClose={vm.closeChooser} title="Выберите город" testId="choose-city">
      {state.failure && (
        <p className="field-error" role="alert">
          {state.failure}
        </p>
      )}
      {state.cities === null ? (
        <p className="muted" role="status">
          Загружаем города…
        </p>
      ) : (
        <ul className="city-list">
          {state.cities.map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className={`city-list__city${city.name === location?.cityName ? ' city-list__city--current' : ''}`}
                aria-current={city.name === location?.cityName ? 'true' : undefined}
                onClick={() => void choose(city)}
              >
                {city.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
