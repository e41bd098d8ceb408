import { useGetResourceLabel, useShowContext, useTranslate, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import { isRecordNotFound, userMessage } from '../../providers/upstreamError';
import { DetailNotice } from './DetailNotice';

/**
 * Show's `error`: a record the upstream does not know reads "未找到该订单（编号 …）" / "Order … not found"; any other
 * failure shows the upstream's own message (§8), as every other screen does.
 */
export function DetailError({ id }: { id?: Identifier }) {
  const { error, resource } = useShowContext();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  // react-admin's show route carries the id in its path; a hidden detail route passes it.
  const { id: routeId } = useParams<{ id?: string }>();
  if (!error) return null;
  if (isRecordNotFound(error)) {
    const name = getResourceLabel(resource, 1);
    return <DetailNotice title={translate('app.detail.notFound', { name, id: String(id ?? routeId ?? '') })} help={translate('app.detail.notFoundHelp')} />;
  }
  return <DetailNotice title={translate('app.detail.failed')} help={translate(userMessage(error))} />;
}
