/** Buttons the generated screens use beside react-admin's own (vocabulary of the generator's action emission). */
export { CallActionButton } from './CallActionButton';
export { DetailButton } from './DetailButton';
export { ExportAction } from './ExportAction';
export { ImportAction } from './ImportAction';
export type { ImportColumn } from './import/importRows';
export { RowButtons } from './RowButtons';
export { useUpstreamAction } from './useUpstreamAction';
