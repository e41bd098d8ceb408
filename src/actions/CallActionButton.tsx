import { useState, type ComponentType } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/appDataProvider';
import { userMessage } from '../providers/upstreamError';
import type { ActionSpec } from '../resources/types';

/**
 * A schema action that calls its upstream endpoint (enable, disable, custom …) for the row's record or the
 * selected ids, after the optional confirm text; then refreshes the list. Errors reach the user through
 * react-admin's notification with the server's message.
 */
export function CallActionButton({ action, ids, onDone }: { action: ActionSpec; ids?: readonly (string | number)[]; onDone?: () => void }) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const Icon = action.icon as ComponentType | undefined;

  const run = async () => {
    setConfirming(false);
    setRunning(true);
    try {
      await dataProvider.callAction(resource, { action: action.name, record, ids });
      notify('app.action.done', { type: 'success', messageArgs: { action: translate(action.label ?? `ra.action.${action.name}`) } });
      onDone?.();
      refresh();
    } catch (error) {
      notify(userMessage(error), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button
        label={action.label ?? action.name}
        disabled={running}
        onClick={(e) => {
          e.stopPropagation();
          if (action.confirm) setConfirming(true);
          else void run();
        }}
        data-action={action.name}
      >
        {Icon ? <Icon /> : undefined}
      </Button>
      {action.confirm ? (
        <Confirm
          isOpen={confirming}
          title={action.label ?? action.name}
          content={action.confirm}
          onConfirm={() => void run()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
