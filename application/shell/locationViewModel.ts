import { asyncScheduler, BehaviorSubject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { msUntilAutoConfirm, trackFirstSeen, type FirstSeen } from '../../domain/location/autoConfirm';
import { locationPopup, type LocationLevel, type LocationPopup } from '../../domain/location/location';
import * as E from 'fp-ts/Either';

/** What the view-model needs of a location. */
export interface ShopperLocation {
  readonly geoPoint: string;
  readonly locationLevel: LocationLevel;
  readonly isConfirmed: boolean;
  readonly locationName: string;
  readonly cityName: string;
}

interface CityChoice {
  readonly id: string;
  readonly name: string;
  readonly geoPoint: string;
}

export interface LocationApi<L extends ShopperLocation> {
  readonly topCities: () => Promise<E.Either<{ readonly message: string }, readonly CityChoice[]>>;
  /** PUT /profiles/current/location: chooses or confirms. */
  readonly choose: (request: {
    readonly geoPoint: string;
    readonly locationLevel: LocationLevel;
    readonly locationName: string;
  }) => Promise<E.Either<{ readonly message: string }, L>>;
}

/** Where the first-seen time of an unconfirmed location is kept (spec §4 Location). */
export interface FirstSeenStore {
  readonly read: () => FirstSeen;
  readonly write: (value: FirstSeen) => void;
}

interface LocationState<L> {
  readonly location: L | null;
  readonly popup: LocationPopup | null;
  readonly chooserOpen: boolean;
  readonly cities: readonly CityChoice[] | null;
  readonly failure: string | null;
}

export interface LocationViewModel<L extends ShopperLocation> {
  readonly state$: Observable<LocationState<L>>;
  readonly current: () => LocationState<L>;
  /** Takes the location the page loaded; an unconfirmed one shows the popup and is confirmed 10 s after first seen. */
  readonly start: (location: L | null) => void;
  readonly confirm: () => Promise<void>;
  readonly openChooser: () => void;
  readonly closeChooser: () => void;
  readonly choose: (city: CityChoice) => Promise<void>;
}

/** The city in the header, the unconfirmed-location popup and the choose-city dialog (spec §4 Location). */
export function createLocationViewModel<L extends ShopperLocation>(
  api: LocationApi<L>,
  store: FirstSeenStore,
  scheduler: SchedulerLike = asyncScheduler,
): LocationViewModel<L> {
  const state = new BehaviorSubject<LocationState<L>>({ location: null, popup: null, chooserOpen: false, cities: null, failure: null });
  const patch = (p: Partial<LocationState<L>>) => state.next({ ...state.value, ...p });
  let timer: Subscription | null = null;
  const stopTimer = () => {
    timer?.unsubscribe();
    timer = null;
  };

  const save = async (request: Parameters<LocationApi<L>['choose']>[0]) => {
    stopTimer();
    const answer = await api.choose(request);
    if (E.isLeft(answer)) return patch({ failure: answer.left.message });
    store.write(trackFirstSeen(store.read(), true, scheduler.now()));
    patch({ location: answer.right, popup: null, chooserOpen: false, failure: null });
  };

  const confirm = async () => {
    const l = state.value.location;
    if (l && !l.isConfirmed) await save({ geoPoint: l.geoPoint, locationLevel: l.locationLevel, locationName: l.locationName });
  };

  const start = (location: L | null) => {
    stopTimer();
    patch({ location });
    if (!location) return;
    const firstSeen = trackFirstSeen(store.read(), location.isConfirmed, scheduler.now());
    store.write(firstSeen);
    patch({ popup: locationPopup(location, { cameFromGeohashUrl: false, needsAddress: false }) });
    if (firstSeen !== null) timer = scheduler.schedule(() => void confirm(), msUntilAutoConfirm(firstSeen, scheduler.now()));
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    start,
    confirm,
    openChooser: () => {
      stopTimer();
      patch({ chooserOpen: true, popup: null });
      if (state.value.cities === null) {
        void api.topCities().then((answer) => patch(E.isRight(answer) ? { cities: answer.right } : { failure: answer.left.message }));
      }
    },
    closeChooser: () => {
      patch({ chooserOpen: false });
      start(state.value.location);
    },
    choose: (city) => save({ geoPoint: city.geoPoint, locationLevel: 'OTHER', locationName: city.name }),
  };
}
