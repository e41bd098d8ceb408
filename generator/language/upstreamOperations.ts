import { OPERATIONS, answerName } from '../../vocabulary/upstreamProfile';
import { doc } from './doc';
import { API_PATH, IDENT, vocab } from './terms';
import { dotted, wire } from './upstreamWire';

/** upstream.yaml's `operations`: the console's fixed calls, each with exactly its logical names (§7). */

type OperationKey = keyof typeof OPERATIONS;
const namesOf = (name: OperationKey) => ({
  params: OPERATIONS[name].params as readonly string[],
  answers: (OPERATIONS[name].answer as readonly string[]).map(answerName),
  values: OPERATIONS[name].values as readonly string[],
});
/** An example call: the service's names the same as the console's, paths under data. */
function operationExample(name: OperationKey) {
  const { params, answers, values } = namesOf(name);
  return {
    client: 'movie',
    method: 'POST',
    path: `/api/v2/${name}`,
    ...(params.length ? { params: Object.fromEntries(params.map((p) => [p, p])) } : {}),
    ...(answers.length ? { answer: Object.fromEntries(answers.map((a) => [a, `data.${a}`])) } : {}),
    ...(values.length ? { values: Object.fromEntries(values.map((v) => [v, v])) } : {}),
  };
}

/** A call's `params`: exactly the logical parameters it sends, each to the service's name. */
const paramsKey = (params: readonly string[], example: Record<string, string> | undefined) => ({
  type: 'object',
  additionalProperties: false,
  required: params,
  ...doc(
    `The parameters the service reads, by the console's name for each: ${params.join(', ') || 'none'}.`,
    example ?? {},
  ),
  properties: Object.fromEntries(params.map((p) => [p, wire(`The parameter carrying ${p}.`, p)])),
});

/** A call's `answer`: where each logical answer is (those marked `?` in OPERATIONS may be left out). */
const answerKey = (declared: readonly string[], example: Record<string, string> | undefined) => {
  const answers = declared.map(answerName);
  return {
    type: 'object',
    additionalProperties: false,
    required: declared.filter((n) => !n.endsWith('?')).map(answerName),
    ...doc(
      `Where the answer keeps what the console reads: ${answers.join(', ') || 'nothing'} (dotted paths).`,
      example ?? {},
    ),
    properties: Object.fromEntries(answers.map((a) => [a, dotted(`Where ${a} is.`, `data.${a}`)])),
  };
};

/** A call's `values`: the named values it sends for one of its parameters. */
const valuesKey = (values: readonly string[], example: Record<string, string> | undefined) => ({
  type: 'object',
  additionalProperties: false,
  required: values,
  ...doc(`Named values the call sends: ${values.join(', ') || 'none'}.`, example ?? {}),
  properties: Object.fromEntries(
    values.map((v) => [v, { type: ['string', 'integer'], ...doc(`The value sent for ${v}.`, v) }]),
  ),
});

const rawKey = {
  type: 'boolean',
  ...doc('The service answers the bare stored URL instead of its envelope; the console rewraps it (§7).', true),
};

/** One fixed call, with exactly the logical parameters, answers and values the console uses (vocabulary OPERATIONS). */
function operation(name: OperationKey) {
  const spec = OPERATIONS[name];
  const { params, answers, values } = namesOf(name);
  const example = operationExample(name);
  return {
    type: 'object',
    additionalProperties: false,
    required: [
      'client',
      'method',
      'path',
      ...(params.length ? ['params'] : []),
      ...(answers.length ? ['answer'] : []),
      ...(values.length ? ['values'] : []),
    ],
    ...doc(spec.doc, example),
    properties: {
      description: { type: 'string', ...doc('What the call is for.', spec.doc) },
      client: { type: 'string', pattern: IDENT, ...doc('Which client (under clients) makes the call.', 'movie') },
      method: { ...vocab('httpMethod'), ...doc('HTTP method.', 'POST') },
      path: { type: 'string', pattern: API_PATH, ...doc("The path on the client's base URL.", '/api/v2/user/login') },
      ...(params.length > 0 && { params: paramsKey(params, example.params) }),
      ...(answers.length > 0 && { answer: answerKey(spec.answer, example.answer) }),
      ...(values.length > 0 && { values: valuesKey(values, example.values) }),
      ...(name === 'upload' ? { raw: rawKey } : {}),
    },
  };
}

const OPERATION_KEYS = Object.keys(OPERATIONS) as OperationKey[];

export const operations = {
  type: 'object',
  additionalProperties: false,
  required: OPERATION_KEYS,
  ...doc(
    "The console's fixed calls (§7), each once.",
    Object.fromEntries(OPERATION_KEYS.map((n) => [n, operationExample(n)])),
  ),
  properties: Object.fromEntries(OPERATION_KEYS.map((n) => [n, operation(n)])),
};
