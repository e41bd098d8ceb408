import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Lang } from '../../../../vocabulary/text';
import { groupGrants, stateOf, toggleAll, type Grant, type GroupNode } from './model';
import { KeyBranch, type BranchChange } from './KeyBranch';
import { TriCheckbox } from './TriCheckbox';

interface GroupProps {
  group: GroupNode;
  lang: Lang;
  value: Grant[];
  open: boolean;
  onOpen: () => void;
  onChange: BranchChange;
}

/** One menu group of the tree: its row, and under it, while open, its permission keys. */
export function GroupBranch(props: GroupProps) {
  const { group, lang, value, open, onChange } = props;
  return (
    <Box data-grant-group={group.id || 'top'}>
      <GroupRow {...props} />
      {/* Lazily built: a closed group renders nothing. */}
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pl: 5, pb: 0.5 }}>
          {group.keys.map((node) => (
            <KeyBranch key={node.key} node={node} lang={lang} value={value} onChange={onChange} />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

/** A group's row: the arrow that opens it, its box for all its grants, its name, and how many of them are held. */
function GroupRow({ group, lang, value, open, onOpen, onChange }: GroupProps) {
  const translate = useTranslate();
  const grants = groupGrants(group);
  const held = grants.filter((g) => value.includes(g)).length;
  const label = group.label[lang];
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        onClick={onOpen}
        aria-expanded={open}
        aria-label={`${translate(open ? 'app.permissionTree.collapseAll' : 'app.permissionTree.expandAll')} ${label}`}
      >
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </IconButton>
      <TriCheckbox
        state={stateOf(value, grants)}
        onChange={() => onChange((tree) => toggleAll(tree, value, grants))}
        label={label}
        data={{ 'data-grant-group-box': group.id || 'top' }}
      />
      {/* The name opens or closes the group, as the arrow does (for the pointer; the keyboard has the arrow): a
          whole group — a dozen actions, export and edit among them — is granted by its box alone. */}
      <Typography
        variant="subtitle2"
        component="span"
        onClick={onOpen}
        sx={{ cursor: 'pointer', userSelect: 'none', mr: 2 }}
        data-grant-group-label
      >
        {label}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {held}/{grants.length}
      </Typography>
    </Stack>
  );
}
