import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import {
  FieldTitle,
  InputHelperText,
  useCanAccessResources,
  useFieldValue,
  useInput,
  useLocaleState,
  usePermissions,
  useResourceContext,
  useTranslate,
  type InputProps,
} from 'react-admin';
import type { Lang } from '../../../../vocabulary/text';
import manifestJson from '../../../generated/permissionKeys.json';
import type { DerivedRole } from '../../../platform/providers/userInfo';
import {
  asGrants,
  buildTree,
  groupGrants,
  keyGrants,
  parseGrant,
  stateOf,
  toggleAction,
  toggleAll,
  treeGrants,
  type CheckState,
  type Grant,
  type GroupNode,
  type KeyNode,
  type PermissionManifest,
} from './model';

const manifest = manifestJson as PermissionManifest;
const ROUTE_KEYS = manifest.routes.map((r) => r.key);

const useLang = (): Lang => {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'zh-CN';
};

const routesLabel = (node: KeyNode, lang: Lang) => node.routes.map((t) => t[lang]).join(lang === 'en' ? ', ' : '、');

function TriCheckbox({
  state,
  onChange,
  label,
  data,
}: {
  state: CheckState;
  onChange: () => void;
  label: string;
  data: Record<string, string>;
}) {
  return (
    <Checkbox
      size="small"
      checked={state === 'checked'}
      indeterminate={state === 'indeterminate'}
      onChange={onChange}
      // MUI marks a part-ticked box aria-checked="mixed" but leaves the native checkbox unticked-looking to assistive
      // tech; the DOM's own indeterminate state makes both agree (WCAG 4.1.2).
      slotProps={{
        input: {
          'aria-label': label,
          ...data,
          ref: (el: HTMLInputElement | null) => el && (el.indeterminate = state === 'indeterminate'),
        } as object,
      }}
    />
  );
}

/**
 * Widget permissionTree, input (§6): menu group → route → actions, each parent tri-state; only a box grants — a
 * group's or route's name does not (a group's opens or closes it, issue 30 item 15). Only what the signed-in account
 * holds is offered (nobody grants more than they hold; the upstream refuses it too). Groups open on demand;
 * a group that already holds grants opens with the form. Routes the account does not have here (a brand hides them,
 * §1; short-video coupons outside their agents, §6) are not offered.
 */
export function PermissionTreeInputImpl(props: InputProps) {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired, id } = useInput({ ...props, defaultValue: [] });
  const { permissions, isPending: rolePending } = usePermissions<DerivedRole | null>();
  // The routes this account has here at all: the console's one access rule, as its menu asks it.
  const { canAccess: shownRoutes, isPending: routesPending } = useCanAccessResources({
    action: 'list',
    resources: ROUTE_KEYS,
  });
  const tree = useMemo(() => {
    const held = new Map(
      (permissions?.permissions ?? []).map((p) => [p.permissionId, p.actionList as readonly string[]]),
    );
    return buildTree(
      manifest,
      (key) => held.get(key),
      (route) => shownRoutes?.[route] ?? false,
    );
  }, [permissions, shownRoutes]);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ width: '100%', maxWidth: 960, mb: 2 }} data-permission-tree>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        <FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      {rolePending || routesPending ? (
        <Skeleton variant="rounded" width="100%" height={160} />
      ) : (
        <TreeBody tree={tree} labelledBy={`${id}-label`} value={asGrants(field.value)} onChange={field.onChange} />
      )}
      {error ? (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function TreeBody({
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
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(tree.filter((g) => stateOf(value, groupGrants(g)) !== 'unchecked').map((g) => g.id)),
  );
  const all = treeGrants(tree);
  const hidden = value.filter((g) => !all.includes(g)).length;
  const toggleOpen = (gid: string) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(gid)) next.add(gid);
      return next;
    });
  return (
    <>
      <Paper variant="outlined" role="group" aria-labelledby={labelledBy} sx={{ p: 1 }}>
        {tree.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {translate('app.permissionTree.nothingToGrant')}
          </Typography>
        ) : (
          <>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 0.5 }}
            >
              <Box sx={{ width: 34 }} />
              <TriCheckbox
                state={stateOf(value, all)}
                onChange={() => onChange(toggleAll(tree, value, all))}
                label={translate('app.permissionTree.all')}
                data={{ 'data-grant-all': '' }}
              />
              <Typography variant="subtitle2" component="span" sx={{ mr: 2 }}>
                {translate('app.permissionTree.all')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {translate('app.permissionTree.selected', { count: value.length - hidden })}
              </Typography>
              <Button
                size="small"
                onClick={() => setOpen(open.size === tree.length ? new Set() : new Set(tree.map((g) => g.id)))}
              >
                {translate(
                  open.size === tree.length ? 'app.permissionTree.collapseAll' : 'app.permissionTree.expandAll',
                )}
              </Button>
            </Stack>
            {tree.map((group) => (
              <GroupBranch
                key={group.id}
                group={group}
                lang={lang}
                value={value}
                open={open.has(group.id)}
                onOpen={() => toggleOpen(group.id)}
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

function GroupBranch({
  group,
  lang,
  value,
  open,
  onOpen,
  onChange,
}: {
  group: GroupNode;
  lang: Lang;
  value: Grant[];
  open: boolean;
  onOpen: () => void;
  onChange: (next: (tree: readonly GroupNode[]) => Grant[]) => void;
}) {
  const translate = useTranslate();
  const grants = groupGrants(group);
  const held = grants.filter((g) => value.includes(g)).length;
  const label = group.label[lang];
  return (
    <Box data-grant-group={group.id || 'top'}>
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

function KeyBranch({
  node,
  lang,
  value,
  onChange,
}: {
  node: KeyNode;
  lang: Lang;
  value: Grant[];
  onChange: (next: (tree: readonly GroupNode[]) => Grant[]) => void;
}) {
  const translate = useTranslate();
  const label = routesLabel(node, lang);
  const grants = keyGrants(node);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ alignItems: { md: 'center' }, borderTop: 1, borderColor: 'divider', py: 0.25 }}
      data-grant-key={node.key}
    >
      {/* A route's name grants nothing either (all its actions at once): its box does; each action's name ticks that one. */}
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
          <FormControlLabel
            key={action}
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
        ))}
      </Stack>
    </Stack>
  );
}

/** The detail view's rows: every route granted with its actions, by menu group; grants the manifest no longer knows, raw. */
export function PermissionTreeFieldImpl({ source }: { source: string }) {
  const translate = useTranslate();
  const lang = useLang();
  const value = asGrants(useFieldValue({ source }));
  const tree = useMemo(() => buildTree(manifest, (key) => manifest.keys[key]?.actions), []);
  if (value.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-wide>
        {translate('app.permissionTree.none')}
      </Typography>
    );
  const shown = treeGrants(tree);
  const unknown = value.filter((g) => !shown.includes(g) || !parseGrant(g));
  return (
    <Stack spacing={0.75} data-wide data-permission-summary>
      {tree.map((group) => {
        const keys = group.keys.filter((node) => keyGrants(node).some((g) => value.includes(g)));
        if (keys.length === 0) return null;
        return (
          <Box key={group.id}>
            <Typography variant="subtitle2" component="span">
              {group.label[lang]}
            </Typography>
            {keys.map((node) => (
              <Stack
                key={node.key}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', pl: 2, py: 0.25 }}
                data-granted-key={node.key}
              >
                <Typography variant="body2" sx={{ minWidth: 200 }}>
                  {routesLabel(node, lang)}
                </Typography>
                {node.actions
                  .filter((a) => value.includes(`${node.key}:${a}`))
                  .map((a) => (
                    <Chip
                      key={a}
                      size="small"
                      variant="outlined"
                      label={translate(`app.permissionTree.actions.${a}`)}
                    />
                  ))}
              </Stack>
            ))}
          </Box>
        );
      })}
      {unknown.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.permissionTree.unknown')}: {unknown.join(', ')}
        </Typography>
      ) : null}
    </Stack>
  );
}
