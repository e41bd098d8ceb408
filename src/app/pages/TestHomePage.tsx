import Typography from '@mui/material/Typography';
import { currentBrand } from '../../brand/currentBrand';
import { BlankLayout } from '../layout/BlankLayout';

/** §2 /test/home: a test page in the blank layout, showing which brand this host selected. */
export function TestHomePage() {
  const brand = currentBrand();
  return (
    <BlankLayout>
      <Typography variant="h5" component="h1">
        test/home
      </Typography>
      <Typography data-testid="test-brand">
        {brand.id} · {brand.title} · {window.location.host}
      </Typography>
    </BlankLayout>
  );
}
