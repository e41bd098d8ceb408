import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Lang } from '../../../../vocabulary/text';
import { keyGrants, stateOf, toggleAction, toggleAll, type Grant, type GroupNode, type KeyNode } from './model';
import { routesLabel } from './treeLabels';
import { TriCheckbox } from './TriCheckbox';

/**
 * A change a branch asks for, computed against the whole tree: the new value is kept in the tree's order (toggleAll,
 * toggleAction), which a branch that knows only its own grants cannot work out.
 */
export type BranchChange = (next: (tree: readonly GroupNode[]) => Grant[]) => void;

/** One permission key in an open group: its routes' name with a box for all its actions, then a box per action. */
export function KeyBranch({
  node,
  lang,
  value,
  onChange,
}: {
  node: KeyNode;
  lang: Lang;
  value: Grant[];
  onChange: BranchChange;
}) {
  const label = routesLabel(node, lang);
  const grants = keyGrants(node);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ alignItems: { md: 'center' }, borderTop: 1, borderColor: 'divider', py: 0.25 }}
      data-grant-key={node.key}
    >
      {/* A route's name grants nothing either (all its actions at once): its box does; each action's name ticks that
          one. */}
      <Stack direction="row" sx={{ alignItems: 'center', minWidth: 260, mr: 1 }}>
        <TriCheckbox
          state={stateOf(value, grants)}
          onChange={() => onChange((tree) => toggleAll(tree, value, grants))}
          label={label}
          data={{ 'data-grant-key-box': node.key }}
        />
        <Typography variant="body2" data-grant-key-label>
          {label}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', pl: { xs: 4, md: 0 } }}>
        {node.actions.map((action) => (
          <ActionCheckbox key={action} node={node} action={action} label={label} value={value} onChange={onChange} />
        ))}
      </Stack>
    </Stack>
  );
}

/** One §3 action of a key, named by itself on screen and by its route too for a screen reader. */
function ActionCheckbox({
  node,
  action,
  label,
  value,
  onChange,
}: {
  node: KeyNode;
  action: KeyNode['actions'][number];
  label: string;
  value: Grant[];
  onChange: BranchChange;
}) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      sx={{ mr: 1.5 }}
      control={
        <Checkbox
          size="small"
          checked={value.includes(`${node.key}:${action}`)}
          onChange={() => onChange((tree) => toggleAction(tree, value, node, action))}
          slotProps={{
            input: {
              'aria-label': `${label} ${translate(`app.permissionTree.actions.${action}`)}`,
              'data-grant': `${node.key}:${action}`,
            } as object,
          }}
        />
      }
      label={
        <Typography variant="body2" color="text.secondary">
          {translate(`app.permissionTree.actions.${action}`)}
        </Typography>
      }
    />
  );
}
