import type { ReactElement, ReactNode } from 'react';
import type { ObjectSchema } from 'yup';
import { Confirm } from 'react-admin';
import { isDestructive } from '../../../vocabulary/actions';
import { LabelledButton } from '../../platform/components/LabelledButton';
import { ActionDialog } from './ActionDialog';
import { useCallAction } from './useCallAction';

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
 * A schema action that calls its upstream endpoint (enable, disable, custom …), after the optional question or dialog.
 * Unlike react-admin's buttons (and the view and edit icons beside it) it keeps its words below 576 px.
 */
export function CallActionButton({
  action,
  scope,
  label,
  confirm,
  icon,
  shows,
  form,
  rules,
  submit,
}: CallActionButtonProps) {
  const destructive = isDestructive(action);
  const dialog = Boolean(shows || form);
  const { record, running, confirming, setConfirming, call } = useCallAction({ action, scope, label, dialog });
  const asks = Boolean(confirm || dialog);

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
          if (asks) setConfirming(true);
          else void call();
        }}
        data-action={action}
      />
      {dialog ? (
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
