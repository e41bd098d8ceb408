import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBrandTexts } from '../../platform/brand/brandTexts';
import { currentBrand } from '../../platform/brand/currentBrand';

/**
 * The brand at the header's start (§2): the logo always, its name from md up. It never shrinks, so the page title
 * beside it is what gives way on a narrow header.
 */
export function AppBarBrand() {
  const brand = currentBrand();
  const { title } = useBrandTexts();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: { xs: 1, sm: 2 }, flexShrink: 0 }}>
      <img src={brand.logo} alt="" width={28} height={28} data-testid="brand-logo" />
      <Typography
        variant="subtitle1"
        component="span"
        sx={{ fontWeight: 600, display: { xs: 'none', md: 'block' } }}
        data-testid="brand-title"
      >
        {title}
      </Typography>
    </Box>
  );
}
