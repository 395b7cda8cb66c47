// A table as a person reads it in a test: each body row's cells, their text left to right (the header row left out).
import { within } from '@testing-library/react';

export const bodyCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
