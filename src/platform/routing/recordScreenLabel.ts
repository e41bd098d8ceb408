import type { RouteEntry } from './types';

export type RecordScreen = 'create' | 'edit' | 'show';

/**
 * What a record screen below a list is called, wherever it is named (the breadcrumb's last step, a tab's title): a
 * create screen by the button that opens it when the schema labels it (申请提现, not 新建), else react-admin's
 * 新建 / 编辑 / 查看.
 */
export function recordScreenLabel(
  route: RouteEntry,
  screen: RecordScreen,
  translate: (key: string, options?: { _?: string }) => string,
): string {
  return screen === 'create'
    ? translate(`resources.${route.key}.actions.add`, { _: translate('ra.action.create') })
    : translate(`ra.action.${screen}`);
}
