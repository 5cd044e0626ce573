import * as O from 'fp-ts/Option';
import { TestScheduler } from 'rxjs/testing';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createHeaderSearchViewModel, type SearchOption } from './headerSearchViewModel';
import type { SearchHistoryEntry } from './SearchHistory';

type Hints = readonly string[];

function setup(scheduler: TestScheduler, answerAfter = 50) {
  const asked: string[] = [];
  const cancelled: string[] = [];
  const remembered: SearchHistoryEntry[] = [];
  const vm = createHeaderSearchViewModel<Hints>({
    hints: (q) =>
      new Observable<Hints>((sub) => {
        asked.push(q);
        let answered = false;
        const t = scheduler.schedule(() => {
          answered = true;
          sub.next([`${q} 1`, `${q} 2`]);
          sub.complete();
        }, answerAfter);
        return () => {
          if (!answered) cancelled.push(q);
          t.unsubscribe();
        };
      }),
    optionsOf: (h): SearchOption[] => h.map((label, i) => ({ id: String(i), label, url: `/x/${i}` })),
    history: { remember: (e) => remembered.push(e) },
    clock: { now: () => new Date(1_700_000_000_000) },
    scheduler,
  });
  return { vm, asked, cancelled, remembered };
}

const newScheduler = () => new TestScheduler((a, b) => expect(a).toEqual(b));

describe('header search view-model', () => {
  it('asks once, 300 ms after the last key, and only from 2 characters', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm, asked } = setup(scheduler);
      cold('a 99ms b 99ms c', { a: 'к', b: 'кр', c: 'кро' }).subscribe((t) => vm.type(t));
      scheduler.flush();
      expect(asked).toEqual(['кро']);
      expect(vm.current().hints).toEqual(['кро 1', 'кро 2']);
      expect(vm.current().options).toHaveLength(2);
    });
  });

  it('does not ask for one character', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm, asked } = setup(scheduler);
      cold('a', { a: 'к' }).subscribe((t) => vm.type(t));
      scheduler.flush();
      expect(asked).toEqual([]);
      expect(vm.current().hints).toBeNull();
    });
  });

  it('cancels the request for stale text when the shopper types on', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm, asked, cancelled } = setup(scheduler, 500);
      cold('a 399ms b', { a: 'мяч', b: 'мячи' }).subscribe((t) => vm.type(t));
      scheduler.flush();
      expect(asked).toEqual(['мяч', 'мячи']);
      expect(cancelled).toEqual(['мяч']);
      expect(vm.current().hints).toEqual(['мячи 1', 'мячи 2']);
    });
  });

  it('opens on focus, cancel clears the text and closes', () => {
    const scheduler = newScheduler();
    const { vm } = setup(scheduler);
    vm.open();
    expect(vm.current().open).toBe(true);
    vm.type('кроссовки');
    vm.cancel();
    expect(vm.current()).toMatchObject({ text: '', open: false, hints: null });
  });

  it('submits trimmed non-empty text to the search page and remembers it with the time', () => {
    const scheduler = newScheduler();
    const { vm, remembered } = setup(scheduler);
    vm.type('   ');
    expect(vm.submit()).toEqual(O.none);
    vm.type('  кроссовки nike ');
    expect(vm.submit()).toEqual(O.some('/catalog/product/search.do/?text=%D0%BA%D1%80%D0%BE%D1%81%D1%81%D0%BE%D0%B2%D0%BA%D0%B8%20nike'));
    expect(remembered).toEqual([{ text: 'кроссовки nike', at: 1_700_000_000_000 }]);
    expect(vm.current().open).toBe(false);
  });

  it('arrow keys move through the suggestions and Enter opens the highlighted one', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm, remembered } = setup(scheduler);
      cold('a', { a: 'мяч' }).subscribe((t) => vm.type(t));
      scheduler.flush();
      vm.move(1);
      vm.move(1);
      expect(vm.current().active).toBe(1);
      vm.move(1);
      expect(vm.current().active).toBe(-1);
      vm.move(-1);
      expect(vm.current().active).toBe(1);
      expect(vm.submit()).toEqual(O.some('/x/1'));
      expect(remembered).toEqual([]);
    });
  });

  it('keeps at most 70 characters', () => {
    const { vm } = setup(newScheduler());
    vm.type('я'.repeat(100));
    expect(Array.from(vm.current().text)).toHaveLength(70);
  });

  it('types a word key by key in order and asks once, 300 ms after the last key', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm, asked } = setup(scheduler);
      const word = Array.from('кроссовки');
      const keys = Object.fromEntries(word.map((_, i) => [String.fromCharCode(97 + i), word.slice(0, i + 1).join('')]));
      cold(Object.keys(keys).join(' 79ms '), keys).subscribe((t) => vm.type(t));
      scheduler.flush();
      expect(vm.current().text).toBe('кроссовки');
      expect(asked).toEqual(['кроссовки']);
    });
  });

  it('the small screens’ dialog opens with the kept text and its suggestions; Escape keeps the text, cancel clears it', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold }) => {
      const { vm, asked } = setup(scheduler, 10);
      const seen: object[] = [];
      cold('a 999ms b 99ms c', { a: 'type', b: 'open', c: 'escape' }).subscribe((step) => {
        if (step === 'type') {
          vm.type('мяч');
          vm.close();
        } else if (step === 'open') {
          vm.openDialog();
          seen.push(vm.current());
        } else vm.close();
      });
      scheduler.flush();
      // The suggestions asked for while typing are there at once, not asked again.
      expect(seen).toEqual([
        expect.objectContaining({ text: 'мяч', open: true, dialog: true, options: expect.arrayContaining([expect.objectContaining({ label: 'мяч 1' })]) }),
      ]);
      expect(asked).toEqual(['мяч']);
      expect(vm.current()).toMatchObject({ text: 'мяч', dialog: false, open: false });
      vm.openDialog();
      vm.cancel();
      expect(vm.current()).toMatchObject({ text: '', dialog: false, open: false, options: [] });
    });
  });
});
