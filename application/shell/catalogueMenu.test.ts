import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FLYOUT, createCatalogueMenu, createInlineMenu } from './catalogueMenu';

const clock = () => {
  const scheduler = new VirtualTimeScheduler(undefined, Infinity);
  const at = (ms: number, act: () => void) => scheduler.schedule(act, ms);
  const runTo = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
  };
  return { scheduler, at, runTo };
};

describe('catalogue flyout hover delays (spec §4 Menus, §9)', () => {
  it('opens 300 ms after the pointer enters the button, and not when it leaves before', () => {
    const { scheduler, at, runTo } = clock();
    const menu = createCatalogueMenu(scheduler);
    at(0, () => menu.flyout.enter(CATALOGUE_FLYOUT));
    runTo(299);
    expect(menu.flyout.current()).toBeNull();
    runTo(300);
    expect(menu.flyout.current()).toBe(CATALOGUE_FLYOUT);

    const other = createCatalogueMenu(scheduler);
    at(100, () => other.flyout.enter(CATALOGUE_FLYOUT)); // at 400 ms
    at(350, () => other.flyout.leave()); // at 650 ms
    runTo(2000);
    expect(other.flyout.current()).toBeNull();
  });

  it('switches the left section 100 ms after hovering it; keeps it when the pointer moves on to the panel', () => {
    const { scheduler, at, runTo } = clock();
    const menu = createCatalogueMenu(scheduler);
    menu.section.set('men');
    at(0, () => menu.section.enter('women'));
    runTo(99);
    expect(menu.section.current()).toBe('men');
    runTo(100);
    expect(menu.section.current()).toBe('women');
    at(100, () => menu.section.leave()); // at 200 ms
    runTo(1000);
    expect(menu.section.current()).toBe('women');
  });

  it('a quick pass over a section does not switch to it', () => {
    const { scheduler, at, runTo } = clock();
    const menu = createCatalogueMenu(scheduler);
    menu.section.set('men');
    at(0, () => menu.section.enter('kids'));
    at(60, () => menu.section.enter('women'));
    runTo(159);
    expect(menu.section.current()).toBe('men');
    runTo(160);
    expect(menu.section.current()).toBe('women');
  });

  it('opens the inline menu after 150 ms and closes 100 ms after leaving; keyboard acts at once', () => {
    const { scheduler, at, runTo } = clock();
    const inline = createInlineMenu(scheduler);
    at(0, () => inline.enter('services'));
    runTo(149);
    expect(inline.current()).toBeNull();
    runTo(150);
    expect(inline.current()).toBe('services');
    at(50, () => inline.leave()); // at 200 ms
    runTo(299);
    expect(inline.current()).toBe('services');
    runTo(300);
    expect(inline.current()).toBeNull();
    inline.set('services');
    expect(inline.current()).toBe('services');
  });
});
