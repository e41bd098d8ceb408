import Typography from '@mui/material/Typography';
import { currentBrand } from '../../brand/currentBrand';

/** §2 /test/home: a test page (shown in the blank layout), saying which brand this host selected. */
export function TestHomePage() {
  const brand = currentBrand();
  return (
    <>
      <Typography variant="h5" component="h1">
        test/home
      </Typography>
      <Typography data-testid="test-brand">
        {brand.id} · {brand.title} · {window.location.host}
      </Typography>
    </>
  );
}
