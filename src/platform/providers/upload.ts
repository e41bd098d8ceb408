import { writePath, readAnswer, type ClientEnvelope, type OperationProfile } from '../../../vocabulary/upstreamProfile';
import { clientProfile, requestMultipart } from './http';
import { operation } from './operations';
import { classifyAnswer } from './upstreamError';

/** A stored picture's URL or path as a raw answer; anything else (an HTML error page) is not an upload. */
const PICTURE_URL = /^(https?:\/\/|\/)[^\s<>"']+$/;

/**
 * §7: the upload path answers the raw stored URL instead of the envelope; it is rewrapped into the client's envelope
 * as a success with the URL at the operation's answer path (code 1 with data.local_pic_url), so it reads like every
 * other answer. An enveloped answer passes as it is.
 */
export function rewrapUpload(
  op: Pick<OperationProfile, 'answer' | 'raw'>,
  envelope: ClientEnvelope | undefined,
  answer: unknown,
): unknown {
  if (!op.raw || typeof answer !== 'string') return answer;
  const text = answer.trim();
  if (!PICTURE_URL.test(text)) return answer;
  const body: Record<string, unknown> = {};
  if (envelope) writePath(body, envelope.code, envelope.success[0]);
  writePath(body, op.answer.url, text);
  return body;
}

/** Uploads a picture for one schema field (`<resource>.<field>`, so the upstream applies its limits); its URL. */
export async function uploadPicture(file: Blob, fieldKey: string): Promise<string> {
  const op = operation('upload');
  const { envelope } = clientProfile(op.client);
  const form = new FormData();
  form.append(op.params.field, fieldKey);
  form.append(op.params.file, file);
  // Read inside the request core, so a -5 in the answer asks for Google verification and sends the upload again.
  return requestMultipart({ client: op.client, path: op.path }, form, ({ body, isJson }) => {
    const wrapped = rewrapUpload(op, envelope, isJson ? body : String(body));
    const error = classifyAnswer(200, wrapped, typeof wrapped === 'object', envelope);
    if (error) throw error;
    const { url } = readAnswer(op, wrapped);
    if (typeof url !== 'string' || url === '') throw classifyAnswer(200, undefined, false, envelope)!;
    return url;
  });
}
