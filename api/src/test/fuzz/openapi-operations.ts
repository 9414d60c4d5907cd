import type { OpenAPIV3_1 } from 'openapi-types';
import type { JsonSchema } from './schema-arbitraries';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI form, e.g. `/api/v1/buses/{id}`. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation under /api/v1 that the served OpenAPI document describes. */
export function operationsOf(document: OpenAPIV3_1.Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/v1/') || !item) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: (p.schema ?? {}) as JsonSchema })),
        body: (body?.content?.['application/json']?.schema as JsonSchema | undefined) ?? null,
      });
    }
  }
  return operations;
}
