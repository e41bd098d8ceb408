import { readAction } from '../../../platform/providers/readAccess';
import { useCanAccessAny } from '../../../platform/providers/useCanAccessAny';
import { AllRecordsSelectInput } from './AllRecordsSelectInput';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  useResourceContext,
  useTranslateLabel,
} from 'react-admin';

interface ReferenceSelectInputProps {
  source: string;
  reference: string;
  /** The referenced record's field shown in the options. */
  display: string;
  /** Several records (an `in` filter). */
  multiple?: boolean;
  alwaysOn?: boolean;
  /** Load every record in one request and search them here (`reference.loadAll`). */
  loadAll?: boolean;
  /** The schema requires it: the label carries react-admin's asterisk. */
  isRequired?: boolean;
}

/**
 * Choosing a record of another resource by one of its fields (widget `reference`: inputs and filters). Offered only to
 * an account that may list that resource (§6): for another, the upstream would refuse the options, so there is no
 * selector (lists drop the filter before drawing it: useReadableFilters) and nothing is asked.
 */
export function ReferenceSelectInput({
  source,
  reference,
  display,
  multiple = false,
  loadAll = false,
  isRequired,
}: ReferenceSelectInputProps) {
  const translateLabel = useTranslateLabel();
  // The label belongs to this resource's field, not to the referenced resource.
  const label = translateLabel({ source, resource: useResourceContext() });
  // The options come from the list call; the chosen record's name (react-admin's ReferenceInput) from one read.
  const mayList = useCanAccessAny(reference, ['list']);
  const mayReadOne = useCanAccessAny(reference, [readAction(reference, 'one')]);
  if (!mayList || (!loadAll && !mayReadOne)) return null;
  if (loadAll)
    return (
      <AllRecordsSelectInput
        source={source}
        reference={reference}
        display={display}
        label={label}
        multiple={multiple}
        isRequired={isRequired}
      />
    );
  return multiple ? (
    <ReferenceArrayInput source={source} reference={reference}>
      <AutocompleteArrayInput label={label} optionText={display} helperText={false} isRequired={isRequired} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={reference}>
      <AutocompleteInput label={label} optionText={display} helperText={false} isRequired={isRequired} />
    </ReferenceInput>
  );
}
