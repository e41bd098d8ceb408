/**
 * The shapes of the input files once they have passed their meta-schema, under the names the generator uses. The
 * types themselves are generated from generator/meta/*.schema.json (generator/generated/input/); optional keys are
 * the ones the meta-schema leaves optional, and model.ts applies the defaults.
 */
import type { List, ResourceFile } from './generated/input/resource';
import type { RoutesFile } from './generated/input/routes';

export type {
  Action as ActionInput,
  Dashboard as DashboardInput,
  EnumOption as EnumOptionInput,
  Field as FieldInput,
  Filter as FilterInput,
  ListOperation as ListOperationInput,
  Operation as OperationInput,
  ResourceFile as ResourceInput,
  View as ViewInput,
} from './generated/input/resource';
export type { BrandFile as BrandInput } from './generated/input/brand';
export type { PermissionsFile as PermissionsInput } from './generated/input/permissions';
export type { RoutesFile as RoutesInput } from './generated/input/routes';
export type { UpstreamProfile as UpstreamInput } from './generated/input/upstream';

export type SummaryInput = NonNullable<List['summary']>[number];
export type FieldsInput = ResourceFile['fields'];
/** One key, or several of which any one is enough. */
export type PermissionRef = NonNullable<NonNullable<RoutesFile['groups'][string]>['permission']>;
/** A value an enum option, effect or visibleWhen may hold. */
export type Scalar = string | number | boolean;
