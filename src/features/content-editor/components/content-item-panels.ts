// What the page composing the editor adds to an item's form (src/app/routes/staff-content.tsx): a panel drawn below
// the fields of a saved item — a form's webhook deliveries — from another feature, which the editor does not import.
import { createContext, useContext, type ReactNode } from 'react';

/** Draws the panel of a saved item of a kind, or nothing. */
export type ItemPanels = (kindName: string, itemId: number) => ReactNode;

/** None by default. */
export const ItemPanelsContext = createContext<ItemPanels>(() => null);

/** The panels the editor's page gives. */
export const useItemPanels = (): ItemPanels => useContext(ItemPanelsContext);
