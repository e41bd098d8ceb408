/**
 * The page sizes every list offers (issue 34 item 3; §9's default page size 10 among them), shared by the console's
 * pager (src/kit/resources/ListPagination.tsx) and the generator, which adds a schema's own `perPage` when it is not
 * one of them.
 */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
