import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Link, useResourceContext, useTranslate } from 'react-admin';

/** "返回全部订单" / "Back to All orders": the link from a record screen to the §2 list it belongs to. */
export function BackToList({ to }: { to: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const list = translate(`resources.${resource}.title`);
  return (
    // react-admin's Button takes the label as an i18n key or a text; the link is its component's.
    <Button label={translate('app.detail.back', { list })} component={Link} to={to} data-testid="detail-back">
      <ArrowBack />
    </Button>
  );
}
