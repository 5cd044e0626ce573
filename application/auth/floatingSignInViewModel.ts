import { BehaviorSubject, timer, type SchedulerLike, type Subscription } from 'rxjs';
import { showsFloatingSignIn } from '../../domain/auth/externalSignIn';
import { TIMINGS } from '../../domain/display/timings';

/** The rejection cookie of the floating sign-in (spec §4 Floating one-tap sign-in). */
export interface RejectionCookie {
  readonly exists: () => boolean;
  readonly set: () => void;
}

/**
 * The floating one-tap sign-in (spec §4): shown 15 s after load unless the rejection cookie exists
 * (and only to anonymous visitors), closes by itself after 30 s; a visitor closing it sets the cookie.
 */
export function createFloatingSignInViewModel(cookie: RejectionCookie, scheduler: SchedulerLike) {
  const visible = new BehaviorSubject(false);
  let timers: Subscription | undefined;
  return {
    visible$: visible.asObservable(),
    visible: () => visible.value,
    /** Starts the timers once the page has loaded. */
    start: (anonymous: boolean) => {
      timers?.unsubscribe();
      if (!showsFloatingSignIn(cookie.exists(), anonymous)) return;
      timers = timer(TIMINGS.floatingSignInDelay, scheduler).subscribe(() => {
        visible.next(true);
        timers = timer(TIMINGS.floatingSignInAutoClose, scheduler).subscribe(() => visible.next(false));
      });
    },
    /** The visitor closed it: hidden, and not offered again. */
    close: () => {
      timers?.unsubscribe();
      visible.next(false);
      cookie.set();
    },
    /** The visitor chose to sign in from it: hidden, timers stopped. */
    dismiss: () => {
      timers?.unsubscribe();
      visible.next(false);
    },
    stop: () => timers?.unsubscribe(),
  };
}

export type FloatingSignInViewModel = ReturnType<typeof createFloatingSignInViewModel>;
