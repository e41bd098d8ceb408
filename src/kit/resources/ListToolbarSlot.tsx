import { createContext, useContext, type ComponentType } from 'react';

/**
 * Buttons hand-written features add to every generated list's toolbar (saved views), after the column chooser.
 * Generated screens render the slot; the shell fills it from the features (src/app/features.ts), so a list never
 * imports a feature and a feature never imports a screen.
 */
const ListToolbarSlotContext = createContext<readonly ComponentType[]>([]);

export const ListToolbarSlotProvider = ListToolbarSlotContext.Provider;

export function ListToolbarSlot() {
  const items = useContext(ListToolbarSlotContext);
  return (
    <>
      {items.map((Item, i) => (
        <Item key={i} />
      ))}
    </>
  );
}
