import Box from '@mui/material/Box';
import { copyrightLine } from '../../brand/copyright';
import { currentBrand } from '../../brand/currentBrand';

/** §2 basic layout footer: the brand's copyright. */
export function Footer() {
  const line = copyrightLine(currentBrand());
  if (!line) return null;
  return (
    <Box component="footer" sx={{ textAlign: 'center', py: 2, color: 'text.secondary', fontSize: 12 }} data-testid="brand-copyright">
      {line}
    </Box>
  );
}
