import '../../adapters-ui-react/styles/shop.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../adapters-http/client/apiClient';
import { httpCartApi } from '../../adapters-http/client/httpCartApi';
import type { Cart } from '../../adapters-http/contract/cart';
import { createCartViewModel } from '../../application/cart/cartViewModel';
import { createRoutes } from '../../adapters-ui-react/routes';
import { ShopContext, type ShopServices } from '../../adapters-ui-react/shopContext';
import { httpPageData } from './httpPageData';

// The browser's composition: the API client behind every port, then hydration of the server's page.
const request = apiClient(window.fetch.bind(window));
const services: ShopServices = { cart: createCartViewModel<Cart | null>(httpCartApi(request), null) };
const router = createBrowserRouter(createRoutes(httpPageData(request)));

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <ShopContext.Provider value={services}>
      <RouterProvider router={router} />
    </ShopContext.Provider>
  </StrictMode>,
);
