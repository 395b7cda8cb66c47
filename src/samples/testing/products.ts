import { http, HttpResponse } from 'msw';

import { productsDataUrl, type DemoProduct } from '@/samples/shop/api/get-products';

/** The shop's static products file (public/data/AllProducts.json), 12 products. */
export const productsFixture: DemoProduct[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `Sample product ${index + 1}`,
  productThumb: `/data/products/product-${index + 1}.svg`,
  price: 10 + index,
}));

export const productHandlers = [http.get(`*${productsDataUrl}`, () => HttpResponse.json(productsFixture))];
