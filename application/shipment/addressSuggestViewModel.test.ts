import { TestScheduler } from 'rxjs/testing';
import { Observable, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createAddressSuggestViewModel } from './addressSuggestViewModel';

const newScheduler = () => new TestScheduler((a, b) => expect(a).toEqual(b));

function setup(scheduler: TestScheduler) {
  const asked: string[] = [];
  const vm = createAddressSuggestViewModel<string>((q) => {
    if (q === 'сбой') return throwError(() => new Error('down'));
    return new Observable<readonly string[]>((sub) => {
      asked.push(q);
      const t = scheduler.schedule(() => {
        sub.next([`${q}, 1`, `${q}, 2`]);
        sub.complete();
      }, 50);
      return () => t.unsubscribe();
    });
  }, scheduler);
  return { vm, asked };
}

describe('address suggest view-model', () => {
  it('asks once, 300 ms after the last key, from 2 characters, and opens the list', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm, asked } = setup(scheduler);
      cold('a 99ms b 300ms c 99ms d', { a: 'т', b: 'тв', c: 'тве', d: 'твер' }).subscribe((t) => vm.type(t));
      scheduler.flush();
      expect(asked).toEqual(['тв', 'твер']);
      expect(vm.current()).toMatchObject({ text: 'твер', open: true, suggestions: ['твер, 1', 'твер, 2'], active: -1, failed: false });
    });
  });

  it('drops the answer to text typed over while it was on its way', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm } = setup(scheduler);
      cold('a 310ms b', { a: 'арбат', b: 'тверская' }).subscribe((t) => vm.type(t));
      scheduler.flush();
      expect(vm.current().suggestions).toEqual(['тверская, 1', 'тверская, 2']);
    });
  });

  it('moves the highlight with wrap-round, picks with the label, and shows a failure', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm } = setup(scheduler);
      cold('a', { a: 'арбат' }).subscribe((t) => vm.type(t));
      scheduler.flush();
      vm.move(-1);
      expect(vm.current().active).toBe(1);
      vm.move(1);
      expect(vm.current().active).toBe(-1);
      vm.move(1);
      expect(vm.pick(vm.current().active, (s) => s.toUpperCase())).toBe('арбат, 1');
      expect(vm.current()).toMatchObject({ text: 'АРБАТ, 1', open: false, active: -1 });
      cold('a', { a: 'сбой' }).subscribe((t) => vm.type(t));
      scheduler.flush();
      expect(vm.current()).toMatchObject({ failed: true, suggestions: [], open: false });
    });
  });
});
