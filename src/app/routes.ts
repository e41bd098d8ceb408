/** §9: the default landing route. */
export const HOME_ROUTE = '/cinema/alllist';
