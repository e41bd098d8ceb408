import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Notifications from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import { EllipsisText } from '../../kit/fields/components/EllipsisText';
import { useNoticeMemory } from './noticeMemory';
import { noticeDialog } from './noticeDialog';
import { useNotices } from './useNotices';

/** Header bell: the unread count, and the newest notices; a click shows one (§2, beyond the popup). */
export function NoticeBell() {
  const translate = useTranslate();
  const { account, notices } = useNotices();
  const memory = useNoticeMemory(account);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = notices.filter((n) => !memory.read.includes(n.id)).length;
  const label = unread > 0 ? translate('app.notices.unread', { count: unread }) : translate('app.notices.bell');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={label}
          data-testid="notice-bell"
        >
          <Badge badgeContent={unread} color="error" data-testid="notice-unread">
            <Notifications />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {translate('app.notices.title')}
        </Typography>
        {notices.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2, minWidth: 280 }}>
            {translate('app.notices.empty')}
          </Typography>
        ) : (
          <List dense sx={{ width: 320 }} data-testid="notice-list">
            {notices.map((notice) => (
              <ListItemButton
                key={notice.id}
                onClick={() => {
                  setAnchor(null);
                  noticeDialog.open({ notice, popup: false });
                }}
              >
                <ListItemText
                  primary={<EllipsisText text={notice.title} maxWidth={36} />}
                  secondary={notice.createdAt}
                  slotProps={{ primary: { sx: { fontWeight: memory.read.includes(notice.id) ? 400 : 600 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
