import { useEditContext, useGetResourceLabel, useShowContext, useTranslate, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import { isRecordNotFound, userMessage } from '../../../platform/providers/upstreamError';
import { DetailNotice } from './DetailNotice';

/**
 * A failed read of one record, told on the screen: a record the upstream does not know (or a list that answered
 * another record than the one asked for, appDataProvider readOne) reads "未找到该订单（编号 …）" / "Order … not
 * found"; any other failure shows the upstream's own message (§8), as every other screen does.
 */
function ReadError({ error, resource, id }: { error: unknown; resource: string; id?: Identifier }) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  // react-admin's record routes carry the id in their path; a hidden detail route passes it.
  const { id: routeId } = useParams<{ id?: string }>();
  if (!error) return null;
  if (isRecordNotFound(error)) {
    const name = getResourceLabel(resource, 1);
    return (
      <DetailNotice
        title={translate('app.detail.notFound', { name, id: String(id ?? routeId ?? '') })}
        help={translate('app.detail.notFoundHelp')}
      />
    );
  }
  return <DetailNotice title={translate('app.detail.failed')} help={translate(userMessage(error))} />;
}

/** Show's `error`. */
export function DetailError({ id }: { id?: Identifier }) {
  const { error, resource } = useShowContext();
  return <ReadError error={error} resource={resource} id={id} />;
}

/** Edit's `error`: instead of the form, so nothing can be saved over a record that was not the one asked for. */
export function EditError() {
  const { error, resource } = useEditContext();
  return <ReadError error={error} resource={resource} />;
}
