import DownloadIcon from '@mui/icons-material/Download';
import { Link } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { getConfig } from '../../../platform/config/runtimeConfig';

/**
 * A file to download (widget `link`). A root-relative path is the movie service's (§7 client 1: the export-download
 * files live there), so it goes under that client's base URL — behind nginx that is /movie-api. Anything but a
 * root-relative path or an http(s) URL is shown as text, never as a link (no javascript: URLs).
 */
export function DownloadLinkField(props: FieldProps) {
  const value = useFieldValue(props);
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  const href = /^\/(?!\/)/.test(value)
    ? `${getConfig().movieApiUrl}${value}`
    : /^https?:\/\//i.test(value)
      ? value
      : undefined;
  if (!href) return <span>{value}</span>;
  return (
    <Link
      href={href}
      download
      rel="noopener noreferrer"
      onClick={(e) => e.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <DownloadIcon fontSize="small" />
      {translate('app.download.link')}
    </Link>
  );
}
