import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { InputProps } from 'react-admin';

/** The tree and the permission manifest it reads are a chunk of their own, loaded when a screen shows one. */
const tree = () => import('../permissionTree/PermissionTree');
const LazyInput = lazy(() => tree().then((m) => ({ default: m.PermissionTreeInputImpl })));
const LazyField = lazy(() => tree().then((m) => ({ default: m.PermissionTreeFieldImpl })));

/** Widget permissionTree, input: which routes and §3 actions an account may use, as a checkbox tree (§6). */
export function PermissionTreeInput(props: InputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width="100%" height={160} />}>
      <LazyInput {...props} />
    </Suspense>
  );
}

/** Widget permissionTree, detail row: the routes granted, with their actions. */
export function PermissionTreeField({ source }: { source: string; label?: unknown }) {
  return (
    <Suspense fallback={<Skeleton variant="text" width={240} />}>
      <LazyField source={source} />
    </Suspense>
  );
}
