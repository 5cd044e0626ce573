import type { HeaderMenu } from '../../adapters-http/contract/directory';
import { ALL_BRANDS_URL, ALL_SPORTS_URL } from '../../adapters-http/contract/directory';
import { DirectoryPanel } from './DirectoryPanel';
import { BRANDS, SPORTS } from './flyoutItems';
import { SectionPanel } from './SectionPanel';

/** The flyout's right panel for the chosen item: its sections, or sports or brands with their search (spec §2 Header). */
export function FlyoutPanel({ menu, active, onNavigate }: { readonly menu: HeaderMenu; readonly active: string | null; readonly onNavigate: () => void }) {
  if (active === SPORTS || active === BRANDS) {
    const sports = active === SPORTS;
    return (
      <DirectoryPanel
        key={active}
        title={sports ? 'Виды спорта' : 'Бренды'}
        searchLabel={sports ? 'Найти вид спорта' : 'Найти бренд'}
        moreLabel={sports ? 'Ещё виды спорта' : 'Ещё бренды'}
        allLabel={sports ? 'Все виды спорта' : 'Все бренды'}
        allUrl={sports ? ALL_SPORTS_URL : ALL_BRANDS_URL}
        items={sports ? menu.sports : menu.brands}
        onNavigate={onNavigate}
      />
    );
  }
  const section = menu.sections.find((s) => s.id === active);
  return section ? <SectionPanel section={section} onNavigate={onNavigate} /> : null;
}
