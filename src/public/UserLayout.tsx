import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useBrandTexts } from '../platform/brand/brandTexts';
import { currentBrand } from '../platform/brand/currentBrand';

/** §9: the login background ticks every 50 ms through 31 frames. */
export const BACKGROUND_TICK_MS = 50;
export const BACKGROUND_FRAMES = 31;

const backgroundAt = (primary: string, frame: number) =>
  `linear-gradient(${120 + (frame * 360) / BACKGROUND_FRAMES}deg, ${primary}22 0%, #f0f2f5 45%, ${primary}18 100%)`;

/**
 * The animated background: each tick shifts the gradient a step. It is written straight to the element — a React
 * state per tick would re-render the page and have emotion write a new class 20 times a second, the main thread
 * work that kept the login page from being ready (issue 13, Lighthouse TBT).
 */
function useAnimatedBackground(ref: RefObject<HTMLElement | null>, primary: string) {
  useEffect(() => {
    let frame = 0;
    const timer = setInterval(() => {
      frame = (frame + 1) % BACKGROUND_FRAMES;
      const node = ref.current;
      if (!node) return;
      node.style.background = backgroundAt(primary, frame);
      node.dataset.frame = String(frame);
    }, BACKGROUND_TICK_MS);
    return () => clearInterval(timer);
  }, [ref, primary]);
}

/**
 * §2 user layout: animated background, brand logo, title, describe and copyright around login/register/reset; the
 * document title is `<page title> - <brand title>` (§1). Used signed out (public/PublicApp) and in the console.
 */
export function UserLayout({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const brand = currentBrand();
  const translate = useTranslate();
  const page = translate(titleKey);
  const texts = useBrandTexts();
  useEffect(() => {
    document.title = `${page} - ${texts.title}`;
  }, [page, texts.title]);
  const primary = brand.skin_default.primaryColor;
  const pageRef = useRef<HTMLDivElement>(null);
  useAnimatedBackground(pageRef, primary);
  return (
    <Box
      ref={pageRef}
      data-testid="user-layout"
      data-frame={0}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        background: backgroundAt(primary, 0),
      }}
    >
      <Box component="header" sx={{ mt: { xs: 6, sm: 10 }, mb: 3, textAlign: 'center' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
          <img src={brand.logo} alt="" width={44} height={44} data-testid="brand-logo" />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }} data-testid="brand-title">
            {texts.title}
          </Typography>
        </Box>
        {texts.describe ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {texts.describe}
          </Typography>
        ) : null}
      </Box>
      <Paper component="main" elevation={3} sx={{ width: 'min(400px, calc(100vw - 32px))', p: 3 }}>
        {children}
      </Paper>
      <Box
        component="footer"
        sx={{ mt: 'auto', py: 3, color: 'text.secondary', fontSize: 13 }}
        data-testid="brand-copyright"
      >
        {texts.copyright}
      </Box>
    </Box>
  );
}
