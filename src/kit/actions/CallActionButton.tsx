import { lazy, Suspense, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import type { ObjectSchema } from 'yup';
import { Confirm } from 'react-admin';
import { isDestructive } from '../../../vocabulary/actions';
import { LabelledButton } from '../../platform/components/LabelledButton';
import { useCallAction } from './useCallAction';

/** The dialog, its form and yup come when an action first asks, not with every list that offers one (issue 32). */
const ActionDialog = lazy(() => import('./ActionDialog').then((m) => ({ default: m.ActionDialog })));

/** The lazy dialog, once it has been asked for. */
function AskedDialog({ asked, ...props }: ComponentProps<typeof ActionDialog> & { asked: boolean }) {
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ActionDialog {...props} />
    </Suspense>
  );
}

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
export function CallActionButton(props: CallActionButtonProps) {
  const { action, label, confirm, icon, shows, form, rules, submit } = props;
  const destructive = isDestructive(action);
  const dialog = Boolean(shows || form);
  const { record, running, confirming, setConfirming, asked, ask, call } = useCallAction({ ...props, dialog });

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
          if (confirm || dialog) ask();
          else void call();
        }}
        data-action={action}
      />
      {dialog ? (
        <AskedDialog
          asked={asked}
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
