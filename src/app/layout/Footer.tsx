import Box from '@mui/material/Box';
import { currentBrand } from '../../brand/currentBrand';

/** §2 basic layout footer: the brand's copyright. */
export function Footer() {
  const brand = currentBrand();
  if (!brand.copyright) return null;
  return (
    <Box component="footer" sx={{ textAlign: 'center', py: 2, color: 'text.secondary', fontSize: 12 }} data-testid="brand-copyright">
      {brand.copyright}
    </Box>
  );
}
