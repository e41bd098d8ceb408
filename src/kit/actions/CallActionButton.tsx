import { lazy, Suspense, useContext, useState, type ReactElement, type ReactNode } from 'react';
import type { ObjectSchema } from 'yup';
import { Confirm, ListContext, useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../platform/providers/appDataProvider';
import { isDestructive } from '../../../vocabulary/actions';
import { LabelledButton } from '../../platform/components/LabelledButton';
import { useUpstreamAction } from './useUpstreamAction';

/** The dialog, its form and yup come when an action first asks, not with every list that offers one (issue 32). */
const ActionDialog = lazy(() => import('./ActionDialog').then((m) => ({ default: m.ActionDialog })));

export interface CallActionButtonProps {
  /** The schema action's name: its upstream call is in the generated upstream map. */
  action: string;
  /** What it acts on: the row's record, the selected rows, or the whole list. */
  scope: 'record' | 'selection' | 'list';
  /** i18n key of the button text. */
  label: string;
  /** i18n key of a question asked first. */
  confirm?: string;
  icon?: ReactElement;
  /** The record's fields the dialog shows (schema `shows`). */
  shows?: ReactNode;
  /** The inputs the dialog asks for (schema `form`), sent with the call, and their rules. */
  form?: ReactNode;
  rules?: ObjectSchema<Record<string, unknown>>;
  /** i18n key of the dialog's confirm button (schema `submit`). */
  submit?: string;
}

/**
 * The call a button makes: with the row's record, the selected rows or nothing, closing its question or dialog.
 * A dialog that shows the record or asks for values stays open until the call succeeds; a plain question closes first.
 */
function useActionCall(
  { action, scope, label }: Pick<CallActionButtonProps, 'action' | 'scope' | 'label'>,
  dialog: boolean,
  close: () => void,
) {
  const record = useRecordContext();
  // A record's button may sit on its own screen (a detail's header), outside any list.
  const list = useContext(ListContext);
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { run, running } = useUpstreamAction();
  const call = async (values?: Record<string, unknown>) => {
    if (!dialog) close();
    const target = scope === 'selection' ? { ids: list?.selectedIds ?? [] } : scope === 'record' ? { record } : {};
    const done = await run(() => dataProvider.callAction(resource, { action, ...target, values }), {
      success: { message: 'app.action.done', args: { action: translate(label) } },
      refresh: true,
    });
    if (done && dialog) close();
    if (done && scope === 'selection') list?.onUnselectItems();
  };
  return { record, running, call };
}

/**
 * A schema action that calls its upstream endpoint (enable, disable, custom …), after the optional question or dialog.
 * Unlike react-admin's buttons (and the view and edit icons beside it) it keeps its words below 576 px.
 */
export function CallActionButton(props: CallActionButtonProps) {
  const { action, label, confirm, icon, shows, form, rules, submit } = props;
  const [confirming, setConfirming] = useState(false);
  const dialog = Boolean(shows || form);
  const { record, running, call } = useActionCall(props, dialog, () => setConfirming(false));
  // The dialog is mounted from its first opening on, so that it closes with its transition.
  const [asked, setAsked] = useState(false);
  const destructive = isDestructive(action);

  return (
    <>
      {/* Its words on a phone too (a card, a detail's header, the bulk bar): it changes a record — often money. */}
      <LabelledButton
        label={label}
        icon={icon}
        disabled={running}
        // A destructive action (disable, reject …) looks like one in every brand: the theme styles colour "error".
        color={destructive ? 'error' : 'primary'}
        onClick={(e) => {
          e.stopPropagation();
          if (confirm || dialog) {
            setConfirming(true);
            setAsked(true);
          } else void call();
        }}
        data-action={action}
      />
      {dialog ? (
        asked && (
          <Suspense fallback={null}>
            <ActionDialog
              open={confirming}
              title={label}
              question={confirm}
              shows={shows}
              form={form}
              rules={rules}
              submit={submit}
              destructive={destructive}
              running={running}
              record={record}
              onConfirm={(values) => void call(values)}
              onClose={() => setConfirming(false)}
            />
          </Suspense>
        )
      ) : confirm ? (
        <Confirm
          isOpen={confirming}
          title={label}
          content={confirm}
          confirm={submit}
          confirmColor={destructive ? 'warning' : 'primary'}
          onConfirm={() => void call()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
