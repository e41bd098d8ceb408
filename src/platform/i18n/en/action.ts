/**
 * Texts of a screen's actions beyond saving (§3): the import, the export and its background task, a call action's
 * outcome, in English (its Chinese beside it, ../zh-CN/); index.ts merges them under `app`. A file of their own keeps
 * them from colliding with others'.
 */
export const actionMessages = {
  import: {
    action: 'Import',
    title: 'Import %{name}',
    help: 'Download the template, fill in its columns and upload it as .xlsx or .csv (at most %{max} rows, 5 MB). Each row is checked by the create form’s rules; only rows that pass are imported.',
    template: 'Download template',
    templateName: '%{name} import template',
    choose: 'Choose file',
    wrongType: 'The file %{name} is not an .xlsx or .csv file',
    tooLarge: 'The file is larger than %{max}; split it and import the parts',
    empty: 'The file has no data rows',
    tooMany: 'The file has %{count} rows; at most %{max} can be imported at once — split it',
    formula: 'Cell %{cell} holds a formula; replace formulas by their values and import again',
    unreadable: 'The file %{name} cannot be read; is it a valid .xlsx or .csv file?',
    ignored: 'These columns are not the template’s and were ignored: %{headers}',
    summary: '%{total} rows: %{valid} can be imported, %{rejected} have errors',
    line: 'Row',
    errors: 'Errors',
    commit: 'Import %{count} rows',
    created: '%{count} rows imported',
    downloadRejected: 'Download the %{count} rejected rows',
    rejectedName: '%{name} rejected rows',
  },
  action: {
    actions: 'Actions',
    done: '%{action}: done',
    export: 'Export',
    exporting: 'Exporting…',
    exportNeedsRange: 'Choose both dates of %{field} first',
    exported: 'Exported %{filename}',
  },
  exportTask: {
    name: 'Export %{label} (%{total} rows)',
    started: 'A large export: it runs as a background task — see its progress in the task monitor',
    progress: '%{progress}% written',
    done: '%{filename} is ready in Export downloads',
    reconnecting: 'Reconnecting… (retry %{attempt})',
  },
} as const;
