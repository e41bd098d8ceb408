import { getUpstreamAsset } from '../config/upstreamAsset';
import { readAnswer, wireParams, type OperationName, type OperationProfile } from '../../../vocabulary/upstreamProfile';
import { requestJson, type UpstreamRequest } from './http';

/** A fixed call of the profile (upstream.yaml `operations`): login, user info, passwords, Google, notices … */
export function operation(name: OperationName): OperationProfile {
  return getUpstreamAsset().profile.operations[name];
}

export type OperationOptions = Pick<UpstreamRequest, 'token' | 'signal' | 'verifyOnGoogle'>;

/**
 * Makes one fixed call by its name: the parameters under the console's names go out under the service's, and the
 * answer comes back under the console's names (`{ userToken }` from data.user_token). The envelope, the token and
 * every §8 rule are http.ts's.
 */
export async function callOperation<K extends string = string>(
  name: OperationName,
  params: Record<string, unknown> = {},
  options: OperationOptions = {},
): Promise<Partial<Record<K, unknown>>> {
  const op = operation(name);
  const body = await requestJson({
    client: op.client,
    method: op.method,
    path: op.path,
    params: wireParams(op, params),
    ...options,
  });
  return readAnswer(op, body) as Partial<Record<K, unknown>>;
}

/** A named value an operation sends (the SMS call's `cash`). */
export function operationValue(name: OperationName, value: string): string | number {
  const values = operation(name).values;
  if (!Object.hasOwn(values, value)) throw new Error(`upstream.json: operations.${name} has no value "${value}"`);
  return values[value];
}
