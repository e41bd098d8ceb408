import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import Skeleton from '@mui/material/Skeleton';
import {
  FieldTitle,
  InputHelperText,
  useCanAccessResources,
  useFieldValue,
  useInput,
  usePermissions,
  useResourceContext,
  useTranslate,
  type InputProps,
} from 'react-admin';
import manifestJson from '../../../generated/permissionKeys.json';
import type { DerivedRole } from '../../../platform/providers/userInfo';
import { asGrants, buildTree, keyGrants, parseGrant, treeGrants, type PermissionManifest } from './model';
import { routesLabel, useLang } from './treeLabels';
import { TreeBody } from './TreeBody';

const manifest = manifestJson as PermissionManifest;
const ROUTE_KEYS = manifest.routes.map((r) => r.key);

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

/**
 * The detail view's rows: every route granted with its actions, by menu group; grants the manifest no longer knows,
 * raw.
 */
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
