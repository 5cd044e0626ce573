// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ShopContext, useCoreServices, useServices, type ShopServices } from './shopContext';

/** Renders as a component with a browser-only service does: something only when the service is there. */
function CompareProbe() {
  const { comparison } = useServices();
  return <p>{comparison ? <button type="button">Сравнить</button> : null}</p>;
}

const serverServices = { cart: {}, shell: {}, auth: {} } as unknown as ShopServices;
const browserServices = { ...serverServices, comparison: {} } as unknown as ShopServices;

describe('the services while React hydrates', () => {
  it('are the server’s, so the first render matches its markup; the browser-only ones come right after', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ShopContext.Provider value={serverServices}>
        <CompareProbe />
      </ShopContext.Provider>,
    );
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ShopContext.Provider value={browserServices}>
          <CompareProbe />
        </ShopContext.Provider>,
        {
          onRecoverableError: (error) => mismatches.push(error),
        },
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('button')?.textContent).toBe('Сравнить');
  });

  it('leave a frame taking only cart, shell and auth alone after hydration, so its boundaries hydrate undisturbed', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let frames = 0;
    // biome-ignore lint/correctness/noComponentHookFactories: the frame counts its renders in this test's variable
    function Frame() {
      useCoreServices();
      frames++;
      return <p>Спорт·Маркет</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ShopContext.Provider value={serverServices}>
        <Frame />
      </ShopContext.Provider>,
    );
    frames = 0;
    await act(async () => {
      hydrateRoot(
        container,
        <ShopContext.Provider value={browserServices}>
          <Frame />
        </ShopContext.Provider>,
      );
    });
    expect(frames).toBe(1);
  });
});
