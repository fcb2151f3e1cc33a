// Request validation for the fake GitHub API: the JSON schemas GitHub publishes (extracted
// into openapi-subset.json by scripts/extract-github-schemas.mjs) plus the rules GitHub
// enforces on the server but does not put in its schemas.
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

interface ParameterSpec {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: Record<string, unknown>;
}

interface OperationSpec {
  readonly operationId: string;
  readonly parameters: readonly ParameterSpec[];
  readonly requestBody?: { readonly required: boolean; readonly schema: Record<string, unknown> };
}

interface Fixture {
  readonly source: { readonly package: string; readonly version: string };
  readonly operations: Readonly<Record<string, OperationSpec>>;
  readonly components: { readonly schemas: Readonly<Record<string, unknown>> };
}

export interface Operation {
  /** `METHOD /route/{template}` as in GitHub's OpenAPI description. */
  readonly key: string;
  readonly operationId: string;
  readonly method: string;
  readonly route: string;
  /** Matches a request path; groups are the path parameters in order. */
  readonly pattern: RegExp;
  readonly pathParameters: readonly string[];
  readonly parameters: readonly ParameterSpec[];
  readonly validateBody?: ValidateFunction;
  readonly bodyRequired: boolean;
}

const FIXTURE_URL = new URL('./openapi-subset.json', import.meta.url);

let cached: { operations: Operation[]; source: Fixture['source'] } | undefined;

/** The operations the fake knows, with compiled body validators (compiled once per process). */
export function loadOperations(): { operations: Operation[]; source: Fixture['source'] } {
  if (cached) return cached;
  const fixture = JSON.parse(readFileSync(FIXTURE_URL, 'utf8')) as Fixture;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'github', components: fixture.components });
  const operations = Object.entries(fixture.operations).map(([key, spec]) => {
    const [method = '', route = ''] = key.split(' ');
    const pathParameters: string[] = [];
    const source = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
      pathParameters.push(name);
      return '([^/]+)';
    });
    const schema = spec.requestBody
      ? (JSON.parse(JSON.stringify(spec.requestBody.schema).replaceAll('"#/components/', '"github#/components/')) as Record<string, unknown>)
      : undefined;
    return {
      key,
      operationId: spec.operationId,
      method,
      route,
      pattern: new RegExp(`^${source}$`),
      pathParameters,
      parameters: spec.parameters,
      ...(schema ? { validateBody: ajv.compile(schema) } : {}),
      bodyRequired: spec.requestBody?.required ?? false,
    };
  });
  cached = { operations, source: fixture.source };
  return cached;
}

/** Checks path and query parameters against their (scalar) schemas. */
export function validateParameters(
  operation: Operation,
  values: { readonly path: Readonly<Record<string, string>>; readonly query: URLSearchParams },
): string[] {
  const problems: string[] = [];
  for (const p of operation.parameters) {
    const raw = p.in === 'path' ? values.path[p.name] : p.in === 'query' ? (values.query.get(p.name) ?? undefined) : undefined;
    if (raw === undefined) {
      if (p.required && p.in !== 'header') problems.push(`${p.in} parameter ${p.name} is required`);
      continue;
    }
    const type = p.schema['type'];
    if (type === 'integer' && !/^-?\d+$/.test(raw)) problems.push(`${p.in} parameter ${p.name} must be an integer, got ${JSON.stringify(raw)}`);
    if (type === 'boolean' && raw !== 'true' && raw !== 'false') problems.push(`${p.in} parameter ${p.name} must be a boolean`);
    const enumValues = p.schema['enum'];
    if (Array.isArray(enumValues) && !enumValues.includes(raw)) problems.push(`${p.in} parameter ${p.name} must be one of ${enumValues.join(', ')}`);
  }
  return problems;
}

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Limits GitHub enforces server-side that its OpenAPI description leaves out or states
 * only in prose. Sources: docs.github.com/rest/checks/runs ("summary exceeds a maximum
 * bytesize of 65535", github/docs#35252), the commit-status 140-character description,
 * the 65,536-character issue comment body, and the annotation field notes.
 */
export function serverSideProblems(operationId: string, body: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(body)) return problems;
  if (operationId === 'checks/create' || operationId === 'checks/update') {
    if (body['status'] === 'completed' && body['conclusion'] === undefined) problems.push('a completed check run needs a conclusion');
    const output = body['output'];
    if (isRecord(output)) {
      for (const field of ['summary', 'text'] as const) {
        const value = output[field];
        if (typeof value === 'string' && utf8Length(value) > 65535) problems.push(`output.${field} exceeds a maximum bytesize of 65535 (${utf8Length(value)})`);
      }
      const annotations = output['annotations'];
      if (Array.isArray(annotations)) {
        annotations.forEach((a: unknown, i) => {
          if (!isRecord(a)) return;
          const where = `output.annotations[${i}]`;
          const start = a['start_line'];
          const end = a['end_line'];
          if (typeof start === 'number' && start < 1) problems.push(`${where}.start_line must be >= 1`);
          if (typeof start === 'number' && typeof end === 'number' && end < start) problems.push(`${where}.end_line is before start_line`);
          if ((a['start_column'] !== undefined || a['end_column'] !== undefined) && start !== end) {
            problems.push(`${where}: start_column/end_column are only allowed when start_line equals end_line`);
          }
          const startColumn = a['start_column'];
          const endColumn = a['end_column'];
          if (typeof startColumn === 'number' && typeof endColumn === 'number' && endColumn < startColumn) problems.push(`${where}.end_column is before start_column`);
          const title = a['title'];
          if (typeof title === 'string' && title.length > 255) problems.push(`${where}.title is longer than 255 characters`);
          for (const field of ['message', 'raw_details'] as const) {
            const value = a[field];
            if (typeof value === 'string' && utf8Length(value) > 64 * 1024) problems.push(`${where}.${field} is larger than 64 KB`);
          }
        });
      }
    }
  }
  if (operationId === 'repos/create-commit-status') {
    const description = body['description'];
    if (typeof description === 'string' && description.length > 140) problems.push('description is too long (maximum is 140 characters)');
  }
  if (operationId === 'issues/create-comment' || operationId === 'issues/update-comment') {
    const text = body['body'];
    if (typeof text === 'string' && text.length > 65536) problems.push('body is too long (maximum is 65536 characters)');
  }
  return problems;
}
