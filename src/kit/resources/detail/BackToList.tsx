import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { listAddress } from '../listAddress';

/**
 * "返回全部订单" / "Back to All orders": the link from a record screen to the §2 list it belongs to. MUI's button
 * rather than react-admin's, which keeps only the icon on phones: the way back says where it goes at every width. It
 * returns to the list as it was left — filters, sort, page (listAddress.ts).
 */
export function BackToList({ to }: { to: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const list = translate(`resources.${resource}.title`);
  return (
    <Button component={Link} to={listAddress(to)} size="small" startIcon={<ArrowBack />} data-testid="detail-back">
      {translate('app.detail.back', { list })}
    </Button>
  );
}
