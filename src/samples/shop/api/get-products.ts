// GET /data/AllProducts.json, the demo products of the static file public/data/AllProducts.json
// (docs/requirements/spec.md §7): read at build time into the shop page's HTML, and fetched in the
// browser on a later visit of the page. A failure is only logged; the page shows its empty message.
import { browserRead } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { contentQuery, useRead, type Read } from '@/lib/page-data';
import { isRecord, listOf, toId, toSafeUrl, toText } from '@/lib/validate';

export const productsDataUrl = '/data/AllProducts.json';

/** A product of public/data/AllProducts.json (docs/requirements/spec.md §3 'Demo product'). */
export interface DemoProduct {
  id: number;
  title: string;
  productThumb: string;
  price: number;
}

export type ProductsState = { status: 'loading' } | { status: 'success'; products: DemoProduct[] } | { status: 'error' };

export function parseProduct(value: unknown): DemoProduct | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  const title = toText(value.title).trim();
  const productThumb = toSafeUrl(value.productThumb);
  const price = typeof value.price === 'string' ? Number(value.price) : value.price;
  if (id === undefined || title === '' || productThumb === '' || typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    return undefined;
  }
  return { id, title, productThumb, price };
}

export async function getProducts(read: ContentRead = browserRead): Promise<DemoProduct[]> {
  try {
    return listOf(await read(productsDataUrl), parseProduct);
  } catch (error) {
    console.error('Error fetching products:', error instanceof Error ? error.message : error);
    throw error;
  }
}

export const productsQuery = contentQuery('demo-products', getProducts);

/** The products the shop page's loader read. */
export function useProducts(products: Read<DemoProduct[]>): ProductsState {
  const state = useRead(products);
  if (state.status === 'success') return { status: 'success', products: state.data };
  return { status: state.status };
}
