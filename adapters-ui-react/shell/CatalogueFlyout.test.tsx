// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderMenu } from '../../adapters-http/contract/directory';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import { ShopContext, type ShopServices } from '../shopContext';
import { CatalogueFlyout } from './CatalogueFlyout';

const MENU: HeaderMenu = {
  sections: [
    {
      id: '10000',
      label: 'CATALOG',
      title: { name: 'Мужчинам', url: '/catalog/muzhchinam/' },
      url: '/catalog/muzhchinam/',
      target: 'SELF',
      displayFormat: 'TEXT',
      levelNumber: 1,
      sections: [],
    },
  ],
  brands: [],
  sports: [],
} as unknown as HeaderMenu;

function renderFlyout(headerMenu: () => Promise<HeaderMenu | undefined>) {
  const notify = vi.fn();
  const services = { cart: {}, auth: {}, shell: { headerMenu, notifications: { notify } } } as unknown as ShopServices;
  const router = createMemoryRouter([{ path: '/', element: <CatalogueFlyout /> }]);
  render(
    <ShopContext.Provider value={services}>
      <RouterProvider router={router} />
    </ShopContext.Provider>,
  );
  return { notify };
}

describe('the catalogue flyout', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads its menu when the shopper first reaches for the button, once, and shows it on opening', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const headerMenu = vi.fn(async () => MENU);
    renderFlyout(headerMenu);
    expect(headerMenu).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Мужчинам' })).toBeNull();
    await act(async () => {
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'Каталог' }).parentElement!);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    });
    // The panels' code comes with the menu (a chunk of its own).
    expect((await screen.findAllByRole('link', { name: 'Мужчинам' }))[0]!.getAttribute('href')).toBe('/catalog/muzhchinam/');
    expect(headerMenu).toHaveBeenCalledTimes(1);
  });

  it('opened without a menu to show, says so with the default error notification (spec §8 Other)', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const { notify } = renderFlyout(async () => undefined);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', GENERIC_ERROR_MESSAGE));
    expect(screen.getByRole('status').textContent).toBe('Загружаем каталог…');
  });
});
