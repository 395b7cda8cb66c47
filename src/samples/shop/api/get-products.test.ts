import { describe, expect, it } from 'vitest';

import { parseProduct } from './get-products';

describe('parseProduct', () => {
  it('drops malformed or hostile product records', () => {
    expect(parseProduct({ id: 1, title: 'Ok', productThumb: '/data/a.svg', price: '12.5' })).toEqual({
      id: 1,
      title: 'Ok',
      productThumb: '/data/a.svg',
      price: 12.5,
    });
    expect(parseProduct({ id: 2, title: 'Bad', productThumb: 'javascript:alert(1)', price: 1 })).toBeUndefined();
    expect(parseProduct({ id: 'x', title: 'Bad', productThumb: '/a.svg', price: 1 })).toBeUndefined();
    expect(parseProduct({ id: 3, title: '', productThumb: '/a.svg', price: 1 })).toBeUndefined();
    expect(parseProduct({ id: 4, title: 'Bad', productThumb: '/a.svg', price: -1 })).toBeUndefined();
  });
});
