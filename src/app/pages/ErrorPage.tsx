import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useHomePath } from '../../platform/providers/useHomePath';

export type ErrorKind = 403 | 404 | 500;

const messageKey: Record<ErrorKind, string> = { 403: 'app.error.403', 404: 'app.error.404', 500: 'app.error.500' };

/** §2 error pages, each with a back-to-home button and its own title in the header (an error page has no route's). */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const home = useHomePath();
  return (
    <Box sx={{ textAlign: 'center', py: 10 }} data-testid={`error-${kind}`}>
      <Title title={`app.error.title.${kind}`} />
      <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
        {kind}
      </Typography>
      {/* The header's title is the page's h1; this says why. */}
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: 3 }}>
        {translate(messageKey[kind])}
      </Typography>
      <Button variant="contained" onClick={() => navigate(home)}>
        {translate('app.error.backHome')}
      </Button>
    </Box>
  );
}

export const ForbiddenPage = () => <ErrorPage kind={403} />;
export const NotFoundPage = () => <ErrorPage kind={404} />;
export const ServerErrorPage = () => <ErrorPage kind={500} />;
