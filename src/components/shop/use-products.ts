// The demo products, fetched in the browser from the static file public/data/AllProducts.json
// (SPEC §7). A failure is only logged; the page shows its empty message.
import { useEffect, useState } from 'react';

import { productsDataUrl, type DemoProduct } from '@/content/shop';
import { isRecord, listOf, toId, toSafeUrl, toText } from '@/lib/validate';

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

export function useProducts(): ProductsState {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    // An absolute URL: the file is served by the site itself, beside the page.
    fetch(new URL(productsDataUrl, window.location.origin), { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => setState({ status: 'success', products: listOf(data, parseProduct) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Error fetching products:', error instanceof Error ? error.message : error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
