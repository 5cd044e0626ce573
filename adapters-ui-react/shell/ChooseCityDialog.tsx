import { Modal } from '../components/Modal';
import { useShopperLocation } from './useLocation';

/** The choose-city dialog (spec §2 Global dialogs): the top cities; choosing one confirms it. */
export function ChooseCityDialog() {
  const { vm, state, location } = useShopperLocation();
  return (
    <Modal open={state.chooserOpen} onClose={vm.closeChooser} title="Выберите город" testId="choose-city">
      {state.failure && <p className="field-error" role="alert">{state.failure}</p>}
      {state.cities === null ? (
        <p className="muted" role="status">Загружаем города…</p>
      ) : (
        <ul className="city-list">
          {state.cities.map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className={`city-list__city${city.name === location?.cityName ? ' city-list__city--current' : ''}`}
                aria-current={city.name === location?.cityName ? 'true' : undefined}
                onClick={() => void vm.choose(city)}
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
