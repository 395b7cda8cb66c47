import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ShopTable, ShopTableProduct } from './shop-table';

describe('ShopTable', () => {
  it('names the table by its caption, puts the leading cell first and aligns the last column to the end', () => {
    render(
      <ShopTable caption="Your cart" columns={['Product', 'Price', 'Total']} leadingHead={<th scope="col">Select</th>}>
        <tr>
          <ShopTableProduct title="Icon set" thumbSrc="/icons.svg" thumbAlt="Icons" />
          <td>$10.00</td>
          <td>$20.00</td>
        </tr>
      </ShopTable>,
    );
    const table = screen.getByRole('table', { name: 'Your cart' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((cell) => cell.textContent)).toEqual(['Select', 'Product', 'Price', 'Total']);
    expect(headings.map((cell) => cell.classList.contains('text-end'))).toEqual([false, false, false, true]);
    const product = within(table).getByRole('rowheader', { name: /Icon set/ });
    expect(within(product).getByRole('img', { name: 'Icons' })).toHaveAttribute('width', '72');
  });
});
