import type { Diagnostic } from '../diagnostics';
import type { OpenApiDocument } from './document';
export function checkDrift(doc: OpenApiDocument, root: string): Diagnostic[] {
  void doc; void root;
  return [];
}
