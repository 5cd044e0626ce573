import { readFile } from 'node:fs/promises';
import type { SellerSource } from '../../application/availability/SellerSource';
import type { Seller } from '../../domain/catalogue/sellers';

/** Sellers from a JSON file kept with the shop's content (read on each call, so edits show at once). */
export function fileSellers(path: string): SellerSource {
  return {
    all: async () => {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8').catch(() => '[]'));
      return Array.isArray(parsed) ? (parsed as Seller[]) : [];
    },
  };
}
