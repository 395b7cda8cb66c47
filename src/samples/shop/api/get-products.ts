// GET /data/AllProducts.json, the demo products of the static file public/data/AllProducts.json
// (docs/requirements/spec.md §7): read at build time into the shop page's HTML, and fetched in the
// browser on a later visit of the page. A failure is only logged; the page shows its empty message.
import { serverDataReader } from '@/lib/server-data';
import { useApiQuery } from '@/lib/use-api-query';
import { isRecord, listOf, toId, toSafeUrl, toText } from '@/lib/validate';

export const productsDataUrl = '/data/AllProducts.json';

/** A product of public/data/AllProducts.json (docs/requirements/spec.md §3 'Demo product'). */
export interface DemoProduct {
  id: number;
  title: string;
  productThumb: string;
  price: number;
}

export type ProductsState =
  | { status: 'loading' }
  | { status: 'success'; products: DemoProduct[] }
  | { status: 'error' };

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

async function readProductsFile(): Promise<unknown> {
  const read = serverDataReader();
  if (read) return read(productsDataUrl, {});
  // An absolute URL: the file is served by the site itself, beside the page.
  const response = await fetch(new URL(productsDataUrl, window.location.origin), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

export async function getProducts(): Promise<DemoProduct[]> {
  try {
    return listOf(await readProductsFile(), parseProduct);
  } catch (error) {
    console.error('Error fetching products:', error instanceof Error ? error.message : error);
    throw error;
  }
}

export function useProducts(): ProductsState {
  const query = useApiQuery('demo-products', getProducts);
  if (query.status === 'success') return { status: 'success', products: query.data };
  return { status: query.status };
}
