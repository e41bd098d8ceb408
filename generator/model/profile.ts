import { OPERATION_NAMES, type OperationProfile, type UpstreamProfile } from '../../vocabulary/upstreamProfile';
import type { UpstreamInput } from '../input';

/**
 * upstream.yaml as the console and the embedded upstream read it: every operation with its params, answer and values
 * spelled out (empty where the file has none), the editor's $schema key dropped. A missing or broken file (reported
 * by the meta-schema) gives an empty profile, so the other files are still checked.
 */
export function profileOf(input: UpstreamInput | undefined): UpstreamProfile {
  const operations = Object.fromEntries(
    OPERATION_NAMES.flatMap((name) => {
      const op = input?.operations?.[name] as Partial<OperationProfile> | undefined;
      if (!op) return [];
      const { description, client, method, path, params, answer, values, raw } = op;
      return [
        [
          name,
          {
            ...(description ? { description } : {}),
            client,
            method,
            path,
            params: { ...params },
            answer: { ...answer },
            values: { ...values },
            ...(raw ? { raw } : {}),
          },
        ],
      ];
    }),
  ) as UpstreamProfile['operations'];
  return {
    clients: structuredClone(input?.clients ?? {}) as UpstreamProfile['clients'],
    googleMarkHeader: input?.googleMarkHeader ?? '',
    ...(input?.securityPasswordParam ? { securityPasswordParam: input.securityPasswordParam } : {}),
    ...(input?.history ? { history: structuredClone(input.history) as UpstreamProfile['history'] } : {}),
    ...(input?.changes ? { changes: structuredClone(input.changes) } : {}),
    operations,
    userInfo: structuredClone(
      input?.userInfo ?? {
        fields: {},
        subAccount: { field: '', mainValues: [], subValue: 1 },
        permissions: { list: '', id: '', actions: '', action: '' },
      },
    ) as UpstreamProfile['userInfo'],
    transfers: structuredClone(
      input?.transfers ?? {
        export: { params: { columns: '', language: '' } },
        import: { params: { rows: '' }, answer: { created: '', failed: '' } },
      },
    ),
  };
}
