import Box from '@mui/material/Box';
import { useBrandTexts } from '../../platform/brand/brandTexts';

/** §2 basic layout footer: the brand's copyright, in the session's language. */
export function Footer() {
  const line = useBrandTexts().copyright;
  if (!line) return null;
  return (
    <Box
      component="footer"
      sx={{ textAlign: 'center', py: 2, color: 'text.secondary', fontSize: 12 }}
      data-testid="brand-copyright"
    >
      {line}
    </Box>
  );
}
