import { useContext, useState } from 'react';
import { ListContext, useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../platform/providers/appDataProvider';
import { useUpstreamAction } from './useUpstreamAction';

/**
 * A call action's state and its call (CallActionButton): whether its question or dialog is open, and the call itself,
 * sent for the row's record, the selected rows or the whole list. A dialog that shows the record or asks for values
 * (`dialog`) stays open until the call succeeds, so nothing typed is lost; a plain question closes first.
 */
export function useCallAction({
  action,
  scope,
  label,
  dialog,
}: {
  /** The schema action's name, what it acts on, and the i18n key of its text (for the success notice). */
  action: string;
  scope: 'record' | 'selection' | 'list';
  label: string;
  dialog: boolean;
}) {
  const record = useRecordContext();
  // A record's button may sit on its own screen (a detail's header), outside any list.
  const list = useContext(ListContext);
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { run, running } = useUpstreamAction();
  const [confirming, setConfirming] = useState(false);
  // The dialog is mounted from its first opening on (it loads then), so that it closes with its transition.
  const [asked, setAsked] = useState(false);
  const ask = () => {
    setConfirming(true);
    setAsked(true);
  };

  const call = async (values?: Record<string, unknown>) => {
    if (!dialog) setConfirming(false);
    const target = scope === 'selection' ? { ids: list?.selectedIds ?? [] } : scope === 'record' ? { record } : {};
    const done = await run(() => dataProvider.callAction(resource, { action, ...target, values }), {
      success: { message: 'app.action.done', args: { action: translate(label) } },
      refresh: true,
    });
    if (done && dialog) setConfirming(false);
    if (done && scope === 'selection') list?.onUnselectItems();
  };
  return { record, running, confirming, setConfirming, asked, ask, call };
}
