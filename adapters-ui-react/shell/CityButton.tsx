import { PinIcon } from './HeaderIcons';
import { useShopperLocation } from './useLocation';

/** The chosen city; opens the choose-city dialog (spec §2 Header, mobile city strip). */
export function CityButton({ className }: { readonly className: string }) {
  const { vm, location } = useShopperLocation();
  if (!location) return null;
  return (
    <button type="button" className={className} onClick={vm.openChooser} aria-label={`Ваш город: ${location.cityName}. Изменить`} data-testid="city-button">
      <PinIcon />
      <span>{location.cityName}</span>
    </button>
  );
}
