/**
 * An OpenAPI document as the importer and the drift check read it (issue 35). Parsing (JSON or YAML, a file or a
 * URL), external $refs and validation are @apidevtools/swagger-parser's; a Swagger 2.0 document is converted to
 * OpenAPI 3 with swagger2openapi. Internal $refs are kept and followed here, so every schema read keeps the JSON
 * pointer (and, for a local file, the line) where the document defines it — what a drift diagnostic names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { parseSource } from '../yamlSource';

export type Json = Record<string, unknown>;

export interface OpenApiDocument {
  /** As given (a path relative to the project root, or the URL). */
  label: string;
  api: Json;
  /** 1-based line of a pointer in the file as written, 0 when it cannot be told (a URL, a converted 2.0 document). */
  lineOf(pointer: string): number;
}

export interface Located<T = Json> {
  node: T;
  pointer: string;
}

export interface Operation {
  method: string;
  path: string;
  operationId?: string;
  op: Json;
  pointer: string;
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export class OpenApiError extends Error {}

export async function loadDocument(source: string, root: string): Promise<OpenApiDocument> {
  const isUrl = /^https?:\/\//.test(source);
  const abs = isUrl ? source : path.resolve(root, source);
  const relative = path.relative(root, abs).split(path.sep).join('/');
  const label = isUrl || relative.startsWith('../') ? abs : relative;
  let api: Json;
  try {
    // The resolver refuses internal addresses by default (a guard for servers resolving untrusted documents); here
    // the developer names the document, and an API-doc server on the intranet is the usual place for it.
    const options = { resolve: { http: { safeUrlResolver: !isUrl } } };
    api = (await SwaggerParser.bundle(abs, options)) as unknown as Json;
  } catch (error) {
    throw new OpenApiError(`${label}: cannot read the OpenAPI document: ${(error as Error).message}`);
  }
  const converted = typeof api.swagger === 'string';
  if (converted) api = await fromSwagger2(api, label);
  try {
    await SwaggerParser.validate(structuredClone(api) as never);
  } catch (error) {
    throw new OpenApiError(`${label}: not a valid OpenAPI document: ${(error as Error).message.split('\n')[0]}`);
  }
  const located = isUrl || converted ? undefined : parseSource(label, readFileSync(abs, 'utf8')).source;
  const lineOf = (pointer: string) => (located ? located.locate(splitPointer(pointer)).line : 0);
  return { label, api, lineOf };
}

async function fromSwagger2(api: Json, label: string): Promise<Json> {
  const { convertObj } = await import('swagger2openapi');
  try {
    return (await convertObj(api, { patch: true, warnOnly: true })).openapi;
  } catch (error) {
    throw new OpenApiError(`${label}: cannot convert the Swagger 2.0 document: ${(error as Error).message}`);
  }
}

export function splitPointer(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function child(pointer: string, ...tokens: (string | number)[]): string {
  return pointer + tokens.map((t) => '/' + String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** The node at a pointer, following $refs (local ones: the bundle holds every external one) to where it is defined. */
export function resolve(api: Json, at: Located<unknown>): Located<Json> | undefined {
  let { node, pointer } = at;
  for (let hops = 0; hops < 32 && isObject(node) && typeof node.$ref === 'string'; hops++) {
    const ref = node.$ref;
    if (!ref.startsWith('#')) return undefined;
    pointer = decodeURIComponent(ref.slice(1));
    node = splitPointer(pointer).reduce<unknown>(
      (n, t) => (isObject(n) || Array.isArray(n) ? (n as Json)[t] : undefined),
      api,
    );
  }
  return isObject(node) ? { node, pointer } : undefined;
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function operations(api: Json): Operation[] {
  const out: Operation[] = [];
  for (const [p, item] of Object.entries(isObject(api.paths) ? api.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (isObject(op)) {
        const operationId = typeof op.operationId === 'string' ? op.operationId : undefined;
        out.push({ method: method.toUpperCase(), path: p, operationId, op, pointer: child('', 'paths', p, method) });
      }
    }
  }
  return out;
}

/** An operation by operationId or "METHOD path". */
export function findOperation(api: Json, name: string): Operation | undefined {
  const m = /^([A-Za-z]+)\s+(\S+)$/.exec(name.trim());
  return operations(api).find((o) => (m ? o.method === m[1].toUpperCase() && o.path === m[2] : o.operationId === name));
}

/** The JSON body schema of the 2xx answer. */
export function responseSchema(api: Json, o: Operation): Located | undefined {
  const responses = isObject(o.op.responses) ? o.op.responses : {};
  const code = ['200', '201', '2XX', 'default'].find((c) => c in responses);
  if (!code) return undefined;
  const response = resolve(api, { node: responses[code], pointer: child(o.pointer, 'responses', code) });
  return response && jsonSchema(api, response);
}

/** The JSON (or form) request body schema. */
export function requestSchema(api: Json, o: Operation): Located | undefined {
  const body = resolve(api, { node: o.op.requestBody, pointer: child(o.pointer, 'requestBody') });
  return body && jsonSchema(api, body);
}

function jsonSchema(api: Json, holder: Located): Located | undefined {
  const content = isObject(holder.node.content) ? holder.node.content : {};
  // JSON first; a converted Swagger 2.0 document without `produces` says */*.
  const type = Object.keys(content).find((t) => /json/.test(t)) ?? Object.keys(content).find((t) => /form|\*/.test(t));
  if (!type || !isObject(content[type])) return undefined;
  return resolve(api, {
    node: (content[type] as Json).schema,
    pointer: child(holder.pointer, 'content', type, 'schema'),
  });
}

/** A parameter of a call: from the query (or path) or a property of the request body. */
export interface Param {
  name: string;
  required: boolean;
  schema?: Located;
  description?: string;
  pointer: string;
}

export function requestParams(api: Json, o: Operation): Param[] {
  const out: Param[] = [];
  const list = Array.isArray(o.op.parameters) ? o.op.parameters : [];
  list.forEach((raw, i) => {
    const p = resolve(api, { node: raw, pointer: child(o.pointer, 'parameters', i) });
    if (!p || (p.node.in !== 'query' && p.node.in !== 'path') || typeof p.node.name !== 'string') return;
    const schema = resolve(api, { node: p.node.schema, pointer: child(p.pointer, 'schema') });
    out.push({
      name: p.node.name,
      required: p.node.required === true,
      schema,
      description: text(p.node.description ?? schema?.node.description),
      pointer: p.pointer,
    });
  });
  const body = requestSchema(api, o);
  for (const [name, prop] of Object.entries(properties(api, body))) {
    out.push({
      name,
      required: requiredOf(body).includes(name),
      schema: prop,
      description: text(prop.node.description ?? prop.node.title),
      pointer: prop.pointer,
    });
  }
  return out;
}

/** An object schema's properties, each resolved (allOf parts merged). */
export function properties(api: Json, schema: Located | undefined): Record<string, Located> {
  const out: Record<string, Located> = {};
  if (!schema) return out;
  for (const [i, part] of (Array.isArray(schema.node.allOf) ? schema.node.allOf : []).entries()) {
    Object.assign(out, properties(api, resolve(api, { node: part, pointer: child(schema.pointer, 'allOf', i) })));
  }
  const props = isObject(schema.node.properties) ? schema.node.properties : {};
  for (const [name, prop] of Object.entries(props)) {
    const resolved = resolve(api, { node: prop, pointer: child(schema.pointer, 'properties', name) });
    if (resolved) out[name] = resolved;
  }
  return out;
}

export function requiredOf(schema: Located | undefined): string[] {
  const own = Array.isArray(schema?.node.required) ? (schema.node.required as string[]) : [];
  return own;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
