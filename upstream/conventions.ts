import type { Context } from 'hono';
import {
  tokenFromHeader,
  type ClientProfile,
  type TokenSource,
  type UpstreamProfile,
} from '../vocabulary/upstreamProfile';
import { refusal, toResponse, type Answer, type EnvelopeAnswer, type Params } from './http';

/**
 * The embedded upstream speaks each client's convention as upstream.yaml declares it — and only that (issue 29: a
 * stand-in at least as strict as the real service). A token counts only in its client's header and format; a body
 * only in its client's encoding; in strict mode, a parameter only where a schema or the profile declares it, anything
 * else refused with its name, so a console that sends the wrong thing fails here first.
 */
export class Conventions {
  /** The client generic answers (an unknown path, a server error) are shaped for: the first with an envelope. */
  readonly fallback: ClientProfile;

  constructor(
    readonly profile: UpstreamProfile,
    /** Refuse parameters nobody declared (the tests and `npm start`); off, they are ignored like many services do. */
    readonly strict: boolean,
  ) {
    const clients = Object.values(profile.clients);
    const fallback = clients.find((c) => c.envelope) ?? clients[0];
    if (!fallback) throw new Error('upstream.yaml declares no client');
    this.fallback = fallback;
  }

  client(name: string | undefined): ClientProfile {
    return name !== undefined && Object.hasOwn(this.profile.clients, name) ? this.profile.clients[name] : this.fallback;
  }

  render(answer: Answer, client?: string): Response {
    return toResponse(answer, this.client(client));
  }

  /** Every header that carries a token of ours, in any client. */
  private tokenHeaders(): string[] {
    return [
      ...new Set(Object.values(this.profile.clients).flatMap((c) => (c.token ? [c.token.header.toLowerCase()] : []))),
    ];
  }

  /**
   * The token a request to this client carries — only in the client's header, in its format — with the kind of token
   * the client takes. A client that takes none (the notice gateway, another party) must get none: a request carrying
   * one of our token headers there is refused.
   */
  tokenOf(headers: Headers, clientName: string): { token?: string; from?: TokenSource; refused?: EnvelopeAnswer } {
    const client = this.client(clientName);
    if (!client.token) {
      const leaked = this.tokenHeaders().find((h) => headers.has(h));
      return leaked ? { refused: refusal(400, `该服务不接收令牌：请求不应携带 ${leaked} 头`) } : {};
    }
    return { token: tokenFromHeader(client, headers.get(client.token.header)), from: client.token.from };
  }

  /**
   * The request's parameters as its client sends them: a GET's query string, a POST's body in the client's encoding
   * (JSON object or urlencoded form), arrays decoded as the client encodes them. What is in the wrong place or the
   * wrong encoding answers 400/415 with what was expected.
   */
  async readParams(c: Context, clientName: string): Promise<{ params: Params } | { refused: EnvelopeAnswer }> {
    const client = this.client(clientName);
    const withBody = c.req.method === 'POST' || c.req.method === 'PUT';
    const query = decodePairs([...new URL(c.req.url).searchParams], client);
    const text = (await c.req.text()).trim();
    if (!withBody) {
      if (text !== '' && this.strict)
        return { refused: refusal(400, `${c.req.method} 请求不应带请求体：参数应在查询字符串中`) };
      return { params: query };
    }
    if (Object.keys(query).length > 0 && this.strict)
      return { refused: refusal(400, `参数应在请求体中，不在查询字符串中：${Object.keys(query).join('、')}`) };
    if (text === '') return { params: this.strict ? {} : query };
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (client.body === 'form') {
      if (!type.includes('application/x-www-form-urlencoded'))
        return { refused: refusal(415, '请求体应为表单（application/x-www-form-urlencoded）') };
      return { params: { ...(this.strict ? {} : query), ...decodePairs([...new URLSearchParams(text)], client) } };
    }
    if (!type.includes('application/json') && this.strict)
      return { refused: refusal(415, '请求体应为 JSON（application/json）') };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { refused: refusal(400, '请求格式错误') };
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      return { refused: refusal(400, '请求格式错误') };
    return { params: { ...(this.strict ? {} : query), ...(parsed as Params) } };
  }

  /** Strict mode: the parameters a call may carry; anything else is refused with its name. */
  unknownParams(params: Params, accepted: ReadonlySet<string> | undefined): EnvelopeAnswer | undefined {
    if (!this.strict || !accepted) return undefined;
    const unknown = Object.keys(params).filter((k) => !accepted.has(k));
    return unknown.length > 0 ? refusal(400, `不支持的参数：${unknown.join('、')}`) : undefined;
  }
}

/**
 * Query or form pairs → parameters: `a[b]=1` nests, repeated names (`repeat`) and `name[]` (`brackets`) make lists;
 * `comma` lists stay text (the handlers split them, as a real service reading `ids=1,2` would).
 */
export function decodePairs(pairs: ReadonlyArray<[string, string]>, client: Pick<ClientProfile, 'arrays'>): Params {
  const out: Params = {};
  for (const [rawName, value] of pairs) {
    const list = rawName.endsWith('[]');
    const name = list ? rawName.slice(0, -2) : rawName;
    const keys = name.split(/\[|\]\[|\]$/).filter((k) => k !== '');
    let node = out;
    for (const key of keys.slice(0, -1)) {
      if (node[key] === null || typeof node[key] !== 'object' || Array.isArray(node[key])) node[key] = {};
      node = node[key] as Params;
    }
    const last = keys[keys.length - 1] ?? name;
    const existing = node[last];
    if ((list && client.arrays === 'brackets') || (client.arrays === 'repeat' && existing !== undefined)) {
      node[last] = [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), value];
    } else {
      node[last] = value;
    }
  }
  return out;
}
