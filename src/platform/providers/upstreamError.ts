import { HttpError } from 'ra-core';
import { encodeMessage } from '../i18n/i18nMessage';
import { codeIn, readPath, type ClientEnvelope } from '../../../vocabulary/upstreamProfile';

/** What went wrong with an upstream call (§8); decides how the console reacts. */
export type UpstreamErrorKind =
  | 'business' // HTTP 200 with code ≠ 1: show the server's msg
  | 'forbidden' // HTTP 403: 'Forbidden' + server message, no logout
  | 'unauthorized' // HTTP 401: log out (once) and reload
  | 'google' // body code -5: Google verification required, call aborted
  | 'timeout'
  | 'cancelled' // the caller aborted the request (the user pressed Cancel or left the screen)
  | 'network'
  | 'format' // a body that is not the JSON we expect
  | 'server' // other HTTP errors
  | 'internal'; // a bug on our side: the user sees a plain apology, the developer the detail in the console

/**
 * The one error type every upstream call rejects with. It carries an i18n key and its arguments (the server's own
 * message among them), and its `message` is that pair encoded (i18n/i18nMessage.ts): whoever shows it — react-admin's
 * notifications or ours — translates it then, in the language of that moment. `body` keeps the server's answer.
 */
export class UpstreamError extends HttpError {
  /** The token the failed request carried: a 401 for a token since replaced is not the current session's. */
  sentToken?: string;

  constructor(
    readonly kind: UpstreamErrorKind,
    readonly messageKey: string,
    readonly messageArgs: Record<string, unknown> = {},
    status = 0,
    body?: unknown,
  ) {
    super(encodeMessage(messageKey, messageArgs), status, body);
    // ra-core's HttpError pins its own prototype in its constructor; restore the subclass's.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'UpstreamError';
  }

  /** The server's own words, when it sent any. */
  get serverMessage(): string | undefined {
    return typeof this.messageArgs.msg === 'string' ? this.messageArgs.msg : undefined;
  }
}

/** Body code -5 (§8): the call is aborted until the user passes Google verification. */
export class GoogleVerificationRequiredError extends UpstreamError {
  constructor(body: unknown) {
    super('google', 'app.http.google', {}, 200, body);
    this.name = 'GoogleVerificationRequiredError';
  }
}

/**
 * A money-out call refused because the account has set no security (withdrawal) password (the client's
 * `securityPasswordUnset` code, issue 30 item 3): a refusal showing the server's message, after which the console
 * offers to set one.
 */
export class SecurityPasswordUnsetError extends UpstreamError {
  constructor(msg: string | undefined, code: unknown, status: number, body: unknown) {
    super('business', msg ? 'app.http.server' : 'app.moneyOut.setFirst', { msg, code: String(code) }, status, body);
    this.name = 'SecurityPasswordUnsetError';
  }
}

/**
 * An action another operator had already carried out (the client's `conflict` code, issue 33: an order grabbed, a
 * withdrawal reviewed): a refusal showing the server's message, after which the row leaves its list.
 */
export class ClaimConflictError extends UpstreamError {
  constructor(msg: string | undefined, code: unknown, status: number, body: unknown) {
    super('business', msg ? 'app.http.server' : 'app.live.conflict', { msg, code: String(code) }, status, body);
    this.name = 'ClaimConflictError';
  }
}

/** The server's own words: the first message field of the envelope that holds text (§8: msg, or message). */
function serverText(body: unknown, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const text = readPath(body, field);
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

/** Where a service without an envelope (plain REST) keeps its message, as ra-data-simple-rest reads it. */
const REST_MESSAGES = ['message'];

/**
 * Decides whether an answer is an error, and which (§8), by the client's envelope (upstream.yaml): a success code is
 * success, the Google code asks for verification, any other code is a refusal showing the server's message. Without
 * an envelope (a REST client) the HTTP status alone decides. Returns undefined for success.
 */
export function classifyAnswer(
  status: number,
  body: unknown,
  isJson: boolean,
  envelope: ClientEnvelope | undefined,
): UpstreamError | undefined {
  const b = isJson && body !== null && typeof body === 'object' ? body : undefined;
  const msg = serverText(b, envelope?.messages ?? REST_MESSAGES);
  const alive = envelope?.sessionAlive !== undefined && readPath(b, envelope.sessionAlive) === true;
  if (status === 401 && !alive) return new UpstreamError('unauthorized', 'app.http.unauthorized', {}, 401, body);
  if (status === 403)
    return new UpstreamError('forbidden', msg ? 'app.http.forbiddenBecause' : 'app.http.forbidden', { msg }, 403, body);
  if (status < 200 || status >= 300) {
    if (status === 401)
      return new UpstreamError('business', msg ? 'app.http.server' : 'app.http.authFailed', { msg }, 401, body);
    return new UpstreamError(
      'server',
      msg ? 'app.http.serverFailureBecause' : 'app.http.serverFailure',
      { status, msg },
      status,
      body,
    );
  }
  if (!envelope) return isJson ? undefined : new UpstreamError('format', 'app.http.format', {}, status, body);
  if (!b) return new UpstreamError('format', 'app.http.format', {}, status, body);
  const code = readPath(b, envelope.code);
  if (envelope.googleRequired !== undefined && codeIn(code, [envelope.googleRequired]))
    return new GoogleVerificationRequiredError(body);
  if (envelope.securityPasswordUnset !== undefined && codeIn(code, [envelope.securityPasswordUnset]))
    return new SecurityPasswordUnsetError(msg, code, status, body);
  if (envelope.conflict !== undefined && codeIn(code, [envelope.conflict]))
    return new ClaimConflictError(msg, code, status, body);
  if (!codeIn(code, envelope.success))
    return new UpstreamError(
      'business',
      msg ? 'app.http.server' : 'app.http.businessFailure',
      { msg, code: String(code) },
      status,
      body,
    );
  return undefined;
}

export function timeoutError(ms: number): UpstreamError {
  return new UpstreamError('timeout', 'app.http.timeout', { seconds: Math.round(ms / 1000) });
}

export function cancelledError(): UpstreamError {
  return new UpstreamError('cancelled', 'app.http.cancelled');
}

/** An answer that is not what the convention promises (a list that is not a list, a total that is no number). */
export function formatError(status = 200, body?: unknown): UpstreamError {
  return new UpstreamError('format', 'app.http.format', {}, status, body);
}

export function networkError(): UpstreamError {
  return new UpstreamError('network', 'app.http.network');
}

/**
 * The one error any data-layer call rejects with. An UpstreamError passes as it is; anything else is a bug on our
 * side (a missing mapping, a TypeError): the detail goes to the developer console, the user gets a plain message.
 */
export function asUpstreamError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  console.error(error);
  const wrapped = new UpstreamError('internal', 'app.http.unexpected');
  (wrapped as { cause?: unknown }).cause = error;
  return wrapped;
}

/**
 * A read of one record that does not exist: the upstream's HTTP 404, or a list-backed read that found no row
 * (appDataProvider's readOne). A detail screen says so rather than showing a server failure.
 */
export function isRecordNotFound(error: unknown): boolean {
  return (
    error instanceof UpstreamError && (error.status === 404 || error.messageKey === 'ra.notification.item_doesnt_exist')
  );
}

/** What a user may be shown for a failure, as a message to translate where it is shown: never a developer's text. */
export function userMessage(error: unknown): string {
  return asUpstreamError(error).message;
}
