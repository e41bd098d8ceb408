import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';

const purify = DOMPurify();
// Links inside a body open in a new tab and cannot reach back into the console (DOMPurify already drops
// javascript: and other unsafe URLs, scripts, event handlers and forms).
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The allowed markup: formatting, lists, links and images; nothing that runs, loads frames or submits. */
export function sanitizeNoticeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** A notice's HTML body, sanitised by DOMPurify (§2 "shows its body"). Loaded lazily with DOMPurify. */
export default function NoticeBody({ html }: { html: string }) {
  return (
    <Box
      data-testid="notice-body"
      sx={{ '& img': { maxWidth: '100%' }, '& p:first-of-type': { mt: 0 }, wordBreak: 'break-word' }}
      // Sanitised just above; this is the one place notice HTML reaches the page.
      dangerouslySetInnerHTML={{ __html: sanitizeNoticeHtml(html) }}
    />
  );
}
