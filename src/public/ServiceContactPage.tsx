import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { currentBrand } from '../platform/brand/currentBrand';
import { LOGIN_ROUTE, REGISTER_RESULT_ROUTE } from '../platform/routing/paths';
import { UserLayout } from './UserLayout';

/**
 * §2 register, register-result and reset (user layout). The spec defines no self-service call for these, so
 * they send the merchant to the brand's customer service (its QR codes, §1) instead of pretending to submit.
 * Plain hash links: the page serves signed out (public/PublicApp, no router) and in the console (hash router) alike.
 */
export function ServiceContactPage({ kind }: { kind: 'register' | 'registerResult' | 'reset' }) {
  const translate = useTranslate();
  const brand = currentBrand();
  return (
    <UserLayout titleKey={`app.userPages.${kind}.title`}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`app.userPages.${kind}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`app.userPages.${kind}.body`)}
      </Typography>
      {kind !== 'registerResult' ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center', mb: 2 }}>
          {brand.service_qr.map((qr) => (
            <Box key={qr.image} sx={{ textAlign: 'center' }}>
              <img src={qr.image} alt={qr.title} width={120} height={120} />
              <Typography variant="caption" component="p">
                {qr.title}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }}>
        <Link href={`#${LOGIN_ROUTE}`}>{translate('app.userPages.backToLogin')}</Link>
        {kind === 'register' ? (
          <Link href={`#${REGISTER_RESULT_ROUTE}`}>{translate('app.userPages.contacted')}</Link>
        ) : null}
      </Box>
    </UserLayout>
  );
}
