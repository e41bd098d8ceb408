import { SimpleShowLayout, SimpleShowLayoutClasses, type SimpleShowLayoutProps } from 'react-admin';
import { DetailViewContext } from './detailContext';

/**
 * §9: a detail view is a description list of at most 4 columns — one column on phones, two on tablets, four from
 * 1200 px (§4's breakpoints, the theme's sm and md). react-admin's layout keeps each field's label and access rules;
 * only its single-column stack becomes a grid.
 */
const grid = {
  [`& .${SimpleShowLayoutClasses.stack}`]: {
    display: 'grid',
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    columnGap: 3,
    rowGap: 2,
  },
  // The stack spaces its children with margins, which a grid's gaps replace.
  [`& .${SimpleShowLayoutClasses.row}`]: { margin: '0 !important', minWidth: 0, overflowWrap: 'anywhere' },
  // A field marked data-wide (a permission tree's summary) takes a whole line of the grid.
  [`& .${SimpleShowLayoutClasses.row}:has([data-wide])`]: { gridColumn: '1 / -1' },
};

export function DescriptionList(props: SimpleShowLayoutProps) {
  return (
    <DetailViewContext.Provider value={true}>
      <SimpleShowLayout data-testid="description-list" {...props} sx={grid} />
    </DetailViewContext.Provider>
  );
}
