import { isValidElement, useMemo, type ReactElement } from 'react';
import { readAction } from '../../platform/providers/readAccess';
import { useCanAccessEach } from '../../platform/providers/useCanAccessAny';

type FilterElement = ReactElement<{ reference?: unknown }>;

const referenceOf = (filter: FilterElement): string | undefined =>
  isValidElement(filter) && typeof filter.props.reference === 'string' ? filter.props.reference : undefined;

/**
 * A list's filters without those choosing among records the account may not list (§6: a cinema filter for an operator
 * holding posters but not cinemas): their options would be refused by the upstream, and an empty filter would leave a
 * gap in the filter bar. While the user info is on its way, none of them is drawn yet.
 */
export function useReadableFilters<F extends FilterElement>(filters: readonly F[]): F[] {
  const references = useMemo(
    () => [...new Set(filters.map(referenceOf).filter((r): r is string => r !== undefined))],
    [filters],
  );
  const answers = useCanAccessEach(references.map((resource) => ({ resource, action: readAction(resource, 'list') })));
  return useMemo(() => {
    const readable = new Set(references.filter((_, i) => answers?.[i] === true));
    return filters.filter((f) => {
      const reference = referenceOf(f);
      return reference === undefined || readable.has(reference);
    });
  }, [filters, references, answers]);
}
