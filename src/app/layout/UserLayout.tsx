import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { copyrightLine } from '../../brand/copyright';
import { currentBrand } from '../../brand/currentBrand';

/** §9: the login background ticks every 50 ms through 31 frames. */
export const BACKGROUND_TICK_MS = 50;
export const BACKGROUND_FRAMES = 31;

/** A frame counter for the animated background; each frame shifts the gradient a step. */
function useFrame(): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFrame((f) => (f + 1) % BACKGROUND_FRAMES), BACKGROUND_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return frame;
}

/** §2 user layout: animated background, brand logo, title, describe and copyright around login/register/reset. */
export function UserLayout({ children }: { children: ReactNode }) {
  const brand = currentBrand();
  const frame = useFrame();
  const primary = brand.skin_default.primaryColor;
  const angle = 120 + (frame * 360) / BACKGROUND_FRAMES;
  return (
    <Box
      data-testid="user-layout"
      data-frame={frame}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        background: `linear-gradient(${angle}deg, ${primary}22 0%, #f0f2f5 45%, ${primary}18 100%)`,
      }}
    >
      <Box component="header" sx={{ mt: { xs: 6, sm: 10 }, mb: 3, textAlign: 'center' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
          <img src={brand.logo} alt="" width={44} height={44} data-testid="brand-logo" />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }} data-testid="brand-title">
            {brand.title}
          </Typography>
        </Box>
        {brand.describe ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {brand.describe}
          </Typography>
        ) : null}
      </Box>
      <Paper component="main" elevation={3} sx={{ width: 'min(400px, calc(100vw - 32px))', p: 3 }}>
        {children}
      </Paper>
      <Box component="footer" sx={{ mt: 'auto', py: 3, color: 'text.secondary', fontSize: 13 }} data-testid="brand-copyright">
        {copyrightLine(brand)}
      </Box>
    </Box>
  );
}
