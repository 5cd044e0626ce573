import * as E from 'fp-ts/Either';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createLocationViewModel, type FirstSeenStore, type ShopperLocation } from './locationViewModel';

const MOSCOW: ShopperLocation = { geoPoint: 'ucfv0j7z8b7e', locationLevel: 'OTHER', isConfirmed: false, locationName: 'Москва', cityName: 'Москва' };
const SPB = { id: '78', name: 'Санкт-Петербург', geoPoint: 'udtt4pbn9z1u' };

const setUp = (stored: number | null = null) => {
  const scheduler = new VirtualTimeScheduler(undefined, Infinity);
  let firstSeen = stored;
  const store: FirstSeenStore = { read: () => firstSeen, write: (v) => (firstSeen = v) };
  const puts: unknown[] = [];
  const vm = createLocationViewModel<ShopperLocation>(
    {
      topCities: async () => E.right([SPB]),
      choose: async (r) => (puts.push(r), E.right({ ...r, isConfirmed: true, cityName: r.locationName })),
    },
    store,
    scheduler,
  );
  const runTo = async (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { vm, puts, runTo, stored: () => firstSeen, scheduler };
};

describe('location (spec §4: popup, auto-confirm 10 s after first seen)', () => {
  it('asks about the city and confirms it 10 s after first seen, clearing the stored time', async () => {
    const { vm, puts, runTo, stored } = setUp();
    vm.start(MOSCOW);
    expect(vm.current().popup).toBe('cityQuestion');
    expect(stored()).toBe(0);
    await runTo(9_999);
    expect(puts).toEqual([]);
    await runTo(10_000);
    expect(puts).toEqual([{ geoPoint: MOSCOW.geoPoint, locationLevel: 'OTHER', locationName: 'Москва' }]);
    expect(vm.current().popup).toBeNull();
    expect(vm.current().location?.isConfirmed).toBe(true);
    expect(stored()).toBeNull();
  });

  it('counts from the stored first-seen time across page loads', async () => {
    const { vm, puts, runTo, scheduler } = setUp(-6_000);
    expect(scheduler.now()).toBe(0);
    vm.start(MOSCOW);
    await runTo(3_999);
    expect(puts).toHaveLength(0);
    await runTo(4_000);
    expect(puts).toHaveLength(1);
  });

  it('a chosen city replaces the location, closes the dialog and stops the auto-confirm', async () => {
    const { vm, puts, runTo, stored } = setUp();
    vm.start(MOSCOW);
    vm.openChooser();
    await runTo(1);
    expect(vm.current().cities).toEqual([SPB]);
    await vm.choose(SPB);
    expect(vm.current()).toMatchObject({ chooserOpen: false, popup: null, location: { cityName: 'Санкт-Петербург', isConfirmed: true } });
    await runTo(20_000);
    expect(puts).toHaveLength(1);
    expect(stored()).toBeNull();
  });

  it('shows nothing for a confirmed location', () => {
    const { vm, stored } = setUp(5);
    vm.start({ ...MOSCOW, isConfirmed: true });
    expect(vm.current().popup).toBeNull();
    expect(stored()).toBeNull();
  });
});
