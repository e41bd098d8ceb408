import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { stateOf, toggleAll, treeGrants, type CheckState, type Grant, type GroupNode } from './model';
import { GroupBranch } from './GroupBranch';
import { TriCheckbox } from './TriCheckbox';
import { useLang } from './treeLabels';
import { useOpenGroups } from './useOpenGroups';

/**
 * The tree the input edits: a row for everything, then a branch per menu group. Grants the account cannot offer (not
 * in the tree) are kept in the value untouched and only counted below it.
 */
export function TreeBody({
  tree,
  labelledBy,
  value,
  onChange,
}: {
  tree: GroupNode[];
  labelledBy: string;
  value: Grant[];
  onChange: (next: Grant[]) => void;
}) {
  const translate = useTranslate();
  const lang = useLang();
  const groups = useOpenGroups(tree, value);
  const all = treeGrants(tree);
  const hidden = value.filter((g) => !all.includes(g)).length;
  return (
    <>
      <Paper variant="outlined" role="group" aria-labelledby={labelledBy} sx={{ p: 1 }}>
        {tree.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {translate('app.permissionTree.nothingToGrant')}
          </Typography>
        ) : (
          <>
            <AllRow
              state={stateOf(value, all)}
              onToggle={() => onChange(toggleAll(tree, value, all))}
              selected={value.length - hidden}
              allOpen={groups.allOpen}
              onToggleOpen={groups.toggleEvery}
            />
            {tree.map((group) => (
              <GroupBranch
                key={group.id}
                group={group}
                lang={lang}
                value={value}
                open={groups.open.has(group.id)}
                onOpen={() => groups.toggle(group.id)}
                onChange={(next) => onChange(next(tree))}
              />
            ))}
          </>
        )}
      </Paper>
      {hidden > 0 ? (
        <FormHelperText>{translate('app.permissionTree.notShown', { count: hidden })}</FormHelperText>
      ) : null}
    </>
  );
}

/** The tree's first row: a box for every grant offered, how many are ticked, and open all / close all. */
function AllRow({
  state,
  onToggle,
  selected,
  allOpen,
  onToggleOpen,
}: {
  state: CheckState;
  onToggle: () => void;
  selected: number;
  allOpen: boolean;
  onToggleOpen: () => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 0.5 }}>
      <Box sx={{ width: 34 }} />
      <TriCheckbox
        state={state}
        onChange={onToggle}
        label={translate('app.permissionTree.all')}
        data={{ 'data-grant-all': '' }}
      />
      <Typography variant="subtitle2" component="span" sx={{ mr: 2 }}>
        {translate('app.permissionTree.all')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {translate('app.permissionTree.selected', { count: selected })}
      </Typography>
      <Button size="small" onClick={onToggleOpen}>
        {translate(allOpen ? 'app.permissionTree.collapseAll' : 'app.permissionTree.expandAll')}
      </Button>
    </Stack>
  );
}
