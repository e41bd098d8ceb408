import { lazy, Suspense, useState, type ReactElement } from 'react';
import Upload from '@mui/icons-material/Upload';
import { Button } from 'react-admin';
import type { AnyObject, ObjectSchema } from 'yup';
import type { ImportColumn } from './import/importRows';

// The dialog brings the spreadsheet readers and writers: loaded when someone imports, not with the list.
const ImportDialog = lazy(() => import('./import/ImportDialog'));

export interface ImportActionProps {
  label?: string;
  icon?: ReactElement;
  /** The create form's fields (the spreadsheet's columns). */
  columns: readonly ImportColumn[];
  /** The create form's rules: each row is checked by them before anything is sent. */
  rules: ObjectSchema<AnyObject>;
}

/** The §3 import button of a list (generated for an `import` action): opens the import dialog. */
export function ImportAction({ label = 'app.import.action', icon = <Upload />, columns, rules }: ImportActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} data-action="import">
        {icon}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog columns={columns} rules={rules} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
