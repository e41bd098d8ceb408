/** A record's detail screen around its description list (vocabulary of the generator's show emission). */
export { BackToList } from './BackToList';
export { DetailError, EditError } from './DetailError';
export { DetailHeader } from './DetailHeader';
export { DetailNotice } from './DetailNotice';
export { DETAIL_QUERY_OPTIONS } from './detailQuery';
export type { DetailProps } from './types';
export { DetailPanels, DetailPanelsProvider } from './DetailPanels';
export type { DetailPanelProps, HistoryField, HistoryFields } from './DetailPanels';
