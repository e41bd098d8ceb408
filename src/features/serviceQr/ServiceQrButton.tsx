import { useState } from 'react';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { currentBrand } from '../../platform/brand/currentBrand';
import { HeaderButton } from '../../platform/components/HeaderButton';

/** §2 customer-service drawer from the header: the brand's QR images, each under its title (§1 profile). */
export function ServiceQrButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const codes = currentBrand().service_qr;
  if (codes.length === 0) return null;
  return (
    <>
      <HeaderButton
        icon={<SupportAgent />}
        label={translate('app.serviceQr.open')}
        onClick={() => setOpen(true)}
        testId="service-qr-button"
      />
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} data-testid="service-qr-drawer">
        <Stack spacing={3} sx={{ width: 280, p: 3, alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {translate('app.serviceQr.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.serviceQr.scan')}
          </Typography>
          {codes.map((qr) => (
            <Box key={qr.image} component="figure" sx={{ m: 0, textAlign: 'center' }} data-qr={qr.title}>
              <img src={qr.image} alt={qr.title} width={180} height={180} />
              <Typography component="figcaption" variant="subtitle2">
                {qr.title}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
