import type { GetListParams } from 'ra-core';
import { compareValues, passesFilter } from '../../../vocabulary/listRows';
import { valueAt } from '../../../vocabulary/paths';
import type { UpstreamResource } from '../../../vocabulary/upstream';
import { listSends, type ListResult } from './upstreamMapping';

/**
 * What a list call leaves to the console (schema `upstream.list.sends`: §7's application and media lists take no page,
 * sort or filter), done here over the rows of the one call — up to §9's 10000, which such a call asks for — by the rule
 * the embedded upstream filters and sorts by (vocabulary/listRows.ts): the list's filters, then the order asked for,
 * then the page. The total is what the filters keep, so the pager counts what the operator can page through.
 */
export function finishInBrowser(
  entry: UpstreamResource,
  result: ListResult,
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): ListResult {
  let rows = result.data;
  if (!listSends(entry, 'filters'))
    rows = rows.filter((row) =>
      entry.filters.every((f) => passesFilter(f.op, valueAt(row, f.field), params.filter?.[f.field])),
    );
  const sort = params.sort;
  if (!listSends(entry, 'sort') && sort?.field) {
    const sign = sort.order === 'ASC' ? 1 : -1;
    rows = [...rows].sort(
      (a, b) => sign * (compareValues(valueAt(a, sort.field), valueAt(b, sort.field)) || compareValues(a.id, b.id)),
    );
  }
  if (listSends(entry, 'page')) return { ...result, data: rows };
  const total = rows.length;
  const page = params.pagination;
  const data = page ? rows.slice((page.page - 1) * page.perPage, page.page * page.perPage) : rows;
  return { ...result, data, total };
}
