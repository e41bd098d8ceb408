// swagger2openapi ships no types: the one call the importer makes (its promise API answers the converted document).
declare module 'swagger2openapi' {
  export function convertObj(
    doc: object,
    options: { patch?: boolean; warnOnly?: boolean },
  ): Promise<{ openapi: Record<string, unknown> }>;
}
