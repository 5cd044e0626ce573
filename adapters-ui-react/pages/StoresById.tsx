import { useLoaderData } from 'react-router';
import type { ShopList } from '../../adapters-http/contract/shops';
import { ShopPage, shopMeta } from './ShopPage';
import { StoresPage, storesMeta } from './StoresPage';

const isList = (d: unknown): d is ShopList => typeof d === 'object' && d !== null && 'shops' in d;

export const storesByIdMeta = (d: unknown) => (isList(d) ? storesMeta(d) : shopMeta(d));

export function StoresById() {
  return isList(useLoaderData()) ? <StoresPage /> : <ShopPage />;
}
