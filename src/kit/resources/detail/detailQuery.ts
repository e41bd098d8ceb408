/**
 * The record read of a detail screen: a failure is told on the screen (DetailError) — react-admin's default would
 * toast 'element does not exist' whatever went wrong and leave for the list.
 */
export const DETAIL_QUERY_OPTIONS = { onError: () => undefined };
