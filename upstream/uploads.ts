import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Model } from '../generator/model';
import { DEFAULT_ACCEPT, DEFAULT_MAX_SIZE, uploadProblem } from '../vocabulary/upload';
import type { Conventions } from './conventions';
import { forbidden, refusal, UNAUTHORIZED, type Answer } from './http';
import { holds } from './permissions';
import type { Grant, UpstreamEnv } from './router';
import { grantsOf } from './routeKit';
import type { Session, Sessions } from './sessions';

/** Where stored pictures are served; under /static so the dev server's proxy already forwards it. */
export const UPLOADED_PREFIX = '/static/uploads/';

/** The first bytes of each image type: the declared Content-Type is the client's word, the bytes are the file's. */
const MAGIC: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38,
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};
const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface UploadLimit {
  accept: readonly string[];
  maxSize: number;
  /**
   * Who may upload for the field (issue 30 item 6): whoever may write its resource — add or edit, the calls whose forms
   * carry it. Undefined: every logged-in account (a resource nobody needs a key to write).
   */
  grants?: readonly Grant[];
}

/** The grants that let a session write a resource (add, edit — what it has): a read-only account uploads nothing. */
function writeGrants(r: Model['resources'][number]): Grant[] | undefined {
  const writes = [
    ...(r.upstream.create ? [grantsOf(r, 'add')] : []),
    ...(r.upstream.update ? [grantsOf(r, 'edit')] : []),
  ];
  if (writes.length === 0) return [];
  return writes.some((g) => g === undefined) ? undefined : writes.flatMap((g) => g ?? []);
}

/** Each upload field's limits, by `<resource>.<field>` (the part the console sends beside the file). */
export function uploadLimits(model: Model): Map<string, UploadLimit> {
  const out = new Map<string, UploadLimit>();
  for (const r of model.resources) {
    for (const f of r.fields) {
      if (f.widget === 'upload')
        out.set(`${r.name}.${f.name}`, {
          accept: f.accept ?? DEFAULT_ACCEPT,
          maxSize: f.maxSize ?? DEFAULT_MAX_SIZE,
          grants: writeGrants(r),
        });
    }
  }
  return out;
}

/** 403 unless the session holds one of the grants (undefined: open). */
function refusedUpload(session: Session, grants: readonly Grant[] | undefined): Answer | undefined {
  if (grants === undefined || grants.some((g) => holds(session.grants, g.key, g.action))) return undefined;
  return grants.length > 0 ? forbidden(grants[0].key, grants[0].action) : refusal(403, '无权限：上传');
}

const NO_UPLOAD = refusal(403, '无权限：本账号不能新增或编辑带图片的内容，不能上传图片');

/** Whether the session may upload for any field at all: asked from the token alone, before the body is read. */
function refusedEveryUpload(session: Session, limits: Iterable<UploadLimit>): Answer | undefined {
  return [...limits].some((l) => refusedUpload(session, l.grants) === undefined) ? undefined : NO_UPLOAD;
}

/** Uploaded pictures, in memory: they last until a reset, like every other record of the embedded upstream. */
export class UploadStore {
  private files = new Map<string, { type: string; bytes: Uint8Array }>();
  private next = 1;

  put(type: string, bytes: Uint8Array): string {
    const name = `${this.next++}.${EXT[type]}`;
    this.files.set(name, { type, bytes });
    return UPLOADED_PREFIX + name;
  }

  get(pathname: string): { type: string; bytes: Uint8Array } | undefined {
    return pathname.startsWith(UPLOADED_PREFIX) ? this.files.get(pathname.slice(UPLOADED_PREFIX.length)) : undefined;
  }

  clear(): void {
    this.files.clear();
    this.next = 1;
  }
}

/**
 * §7's upload path (upstream.yaml operations.upload): a logged-in account posts a picture (multipart, its `file` part)
 * for one schema field (its `field` part); the type (by its bytes) and size are checked against that field's `accept`
 * and `maxSize`, and the answer is the stored picture's URL as a raw value — the one §7 call without the envelope,
 * which the console rewraps (an operation not marked `raw` answers the URL in the envelope instead). Only a session
 * that may write a resource with an upload field uploads (issue 30 item 6): for the field named, or any when none is.
 */
export function mountUploads(
  app: Hono<UpstreamEnv>,
  store: UploadStore,
  sessions: Sessions,
  conventions: Conventions,
  limits: () => Map<string, UploadLimit>,
): void {
  const op = conventions.profile.operations.upload;
  const render = (answer: Answer) => conventions.render(answer, op.client);
  const route: UploadRoute = {
    op,
    conventions,
    store,
    limits,
    render,
    refuse: (status, msg) => render(refusal(status, msg)),
  };
  const largest = () => Math.max(DEFAULT_MAX_SIZE, ...[...limits().values()].map((l) => l.maxSize));
  app.post(
    op.path,
    async (c, next) => {
      const { token, from, refused } = conventions.tokenOf(c.req.raw.headers, op.client);
      if (refused) return render(refused);
      const session = sessions.resolve(token, from);
      if (!session) return render(UNAUTHORIZED);
      const denied = refusedEveryUpload(session, limits().values());
      if (denied) return render(denied);
      c.set('session', session);
      return next();
    },
    // The multipart envelope around the largest allowed file; anything bigger is refused unread.
    (c, next) => bodyLimit({ maxSize: largest() + 64 * 1024, onError: () => route.refuse(413, '图片过大') })(c, next),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return route.refuse(400, '请以 multipart/form-data 上传图片');
      }
      return receive(route, form, c.get('session')!);
    },
  );
  app.get(`${UPLOADED_PREFIX}*`, (c, next) => {
    const file = store.get(c.req.path);
    if (!file) return next();
    return new Response(new Uint8Array(file.bytes), {
      headers: { 'Content-Type': file.type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  });
}

/** What the upload call's steps share: the §7 operation, its client's answers, the fields' limits and the store. */
interface UploadRoute {
  op: Conventions['profile']['operations']['upload'];
  conventions: Conventions;
  store: UploadStore;
  limits: () => Map<string, UploadLimit>;
  render(answer: Answer): Response;
  refuse(status: number, msg: string): Response;
}

/** A parsed upload form: only the file and field parts, a file, a known field the session may write. */
async function receive(route: UploadRoute, form: Record<string, unknown>, session: Session): Promise<Response> {
  const { op, refuse } = route;
  const unknown = Object.keys(form).filter((name) => name !== op.params.file && name !== op.params.field);
  if (unknown.length > 0 && route.conventions.strict) return refuse(400, `不支持的参数：${unknown.join('、')}`);
  const file = form[op.params.file];
  if (!(file instanceof File)) return refuse(400, `缺少图片（${op.params.file}）`);
  const fieldKey = typeof form[op.params.field] === 'string' ? (form[op.params.field] as string) : undefined;
  const limit =
    fieldKey === undefined ? { accept: DEFAULT_ACCEPT, maxSize: DEFAULT_MAX_SIZE } : route.limits().get(fieldKey);
  if (!limit) return refuse(400, `未知的上传字段：${fieldKey}`);
  const denied = fieldKey === undefined ? undefined : refusedUpload(session, limit.grants);
  if (denied) return route.render(denied);
  return storePicture(route, new Uint8Array(await file.arrayBuffer()), file.type, limit);
}

/** Stores a picture whose bytes are of an accepted type within the size, and answers its URL (raw or enveloped). */
function storePicture(route: UploadRoute, bytes: Uint8Array, declared: string, limit: UploadLimit): Response {
  // The type the bytes show, whatever the client declared.
  const type = Object.keys(MAGIC).find((t) => MAGIC[t](bytes)) ?? declared;
  const problem = uploadProblem(
    { type: MAGIC[type]?.(bytes) ? type : 'unknown', size: bytes.length },
    limit.accept,
    limit.maxSize,
  );
  if (problem)
    return route.refuse(bytes.length > limit.maxSize && limit.accept.includes(type) ? 413 : 415, problem['zh-CN']);
  const url = route.store.put(type, bytes);
  const { op } = route;
  return route.render(
    op.raw
      ? { kind: 'text', status: 200, text: url }
      : { kind: 'envelope', status: 200, outcome: 'success', msg: '上传成功', at: { [op.answer.url]: url } },
  );
}
