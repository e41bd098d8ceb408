import { createContext, useContext } from 'react';

/**
 * True inside a detail view's description list (DescriptionList): a field that shows less in lists, dialogs and
 * cards than on the record's own screen (a card number's reveal) asks here where it is drawn.
 */
export const DetailViewContext = createContext(false);

export const useInDetailView = () => useContext(DetailViewContext);
