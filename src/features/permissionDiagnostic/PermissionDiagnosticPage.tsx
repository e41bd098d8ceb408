import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading, useTranslate } from 'react-admin';
import { usePermissionDiagnosis } from './usePermissionDiagnosis';

/**
 * /test/permissions (blank layout, not in the menu): the permission mapping as the signed-in main account's user info
 * meets it (issue 29 item 3) — what to add to permissions.yaml `identities` when pointing the console at real services.
 */
export function PermissionDiagnosticPage() {
  const translate = useTranslate();
  const diagnosis = usePermissionDiagnosis();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.permissionDiagnostic.${key}`, args);
  if (diagnosis === undefined) return <Loading />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }} data-testid="permission-diagnostic">
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      {diagnosis === 'sub' ? (
        <Alert severity="info">{t('subAccount')}</Alert>
      ) : (
        <>
          <Typography component="h2" variant="h6">
            {t('unknown', { count: diagnosis.unknownIdentities.length })}
          </Typography>
          {diagnosis.unknownIdentities.length === 0 ? (
            <Alert severity="success">{t('noneUnknown')}</Alert>
          ) : (
            <code data-testid="unknown-identities">{diagnosis.unknownIdentities.join(', ')}</code>
          )}
          <Typography component="h2" variant="h6">
            {t('ungranted', { count: diagnosis.ungrantedKeys.length })}
          </Typography>
          {diagnosis.ungrantedKeys.length === 0 ? (
            <Alert severity="success">{t('noneUngranted')}</Alert>
          ) : (
            <Table size="small" data-testid="ungranted-keys">
              <TableHead>
                <TableRow>
                  <TableCell>{t('key')}</TableCell>
                  <TableCell>{t('grantedBy')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {diagnosis.ungrantedKeys.map(({ key, identities, mapped }) => (
                  <TableRow key={key}>
                    <TableCell>
                      <code>{key}</code>
                    </TableCell>
                    <TableCell>
                      <code>{identities.join(' | ')}</code> {mapped ? '' : t('ownName')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
