import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal, UserMenu } from 'react-admin';
import { currentBrand } from '../../brand/currentBrand';
import { features } from '../features';
import { LogoutMenuItem } from '../userMenu/LogoutMenuItem';

/** §2 global header: brand, page title, language switch and the user menu. */
export function AppBar() {
  const brand = currentBrand();
  return (
    <RaAppBar
      color="primary"
      userMenu={
        <UserMenu>
          {features.flatMap((f) => f.userMenu ?? []).map((Item, i) => (
            <Item key={i} />
          ))}
          <LogoutMenuItem />
        </UserMenu>
      }
      toolbar={<LocalesMenuButton />}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
        <img src={brand.logo} alt="" width={28} height={28} data-testid="brand-logo" />
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, display: { xs: 'none', md: 'block' } }} data-testid="brand-title">
          {brand.title}
        </Typography>
      </Box>
      <TitlePortal />
    </RaAppBar>
  );
}
