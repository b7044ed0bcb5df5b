// The OpenAPI 3.1 document of the API, derived from the call table (src/ports/calls): one
// operation a route, with who may call it, its parameters, body, reply and refusals. An
// integrator (an ERP, a purchasing system) generates a client from it.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../../src/domain/idempotency-key';
import { refusalStatus } from '../../../src/application/refusals';
import { API_CALL_GROUPS } from '../../../src/ports/calls/api-calls';
import { paramNames, type AnyCall, type FileReply } from '../../../src/ports/calls/call';
import { RefusalSchema } from '../../../src/ports/calls/replies';

type Json = Record<string, unknown>;

// Refinements (lengths, patterns) convert; transforms and custom checks are left out.
function schemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): Json {
  const config = { target: 'draft-2020-12', typeMode, errorMode: 'ignore' } as const;
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, config) as Json;
  return converted;
}

const isFile = (reply: AnyCall['reply']): reply is FileReply => 'file' in reply;

/** The OpenAPI path of a Hono path: `/tool/:id` → `/tool/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const REASONS: Readonly<Record<number, string>> = {
  301: 'Moved to the canonical address.',
  400: 'The request was refused: `message` says why.',
  401: 'Not signed in, or the session is not valid.',
  402: 'The card was declined.',
  403: 'Signed in, but not allowed.',
  404: 'Not found.',
  409: 'Refused: it conflicts with the state of the store.',
  413: 'The body is too large.',
  429: 'Too many requests: wait for the seconds of Retry-After.',
  503: 'The database cannot be reached.',
};

const ACCESS_REFUSALS: Readonly<Record<AnyCall['access'], readonly string[]>> = {
  public: [],
  optional: ['session-invalid'],
  'signed-in': ['not-signed-in', 'session-invalid'],
  admin: [
    'not-signed-in',
    'session-invalid',
    'admin-only',
    'not-for-your-role',
    'verify-email-for-admin',
  ],
  'id-token': [],
  signature: [],
};

function refusalResponses(calls: readonly AnyCall[]): Json {
  const codes = new Map<number, Set<string>>();
  const add = (status: number, code?: string) => {
    const set = codes.get(status) ?? new Set<string>();
    if (code !== undefined) set.add(code);
    codes.set(status, set);
  };
  for (const c of calls) {
    for (const code of [...ACCESS_REFUSALS[c.access], ...(c.refusals ?? [])]) {
      add(refusalStatus(code), code);
    }
    for (const status of c.otherStatuses ?? []) add(status);
    if (c.params || c.body || c.query) add(400, 'invalid');
  }
  const refusal = schemaOf(RefusalSchema, 'output');
  return Object.fromEntries(
    [...codes.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, set]) => {
        const list = [...set].sort();
        const description =
          (REASONS[status] ?? 'Refused.') +
          (list.length > 0 ? ` Codes: ${list.map((code) => `\`${code}\``).join(', ')}.` : '');
        return [
          String(status),
          status === 301 ? { description } : { description, content: json(refusal) },
        ];
      }),
  );
}

const json = (schema: Json) => ({ 'application/json': { schema } });

function replyContent(calls: readonly AnyCall[]): Json {
  const first = calls[0]?.reply;
  if (first && isFile(first)) return { [first.file]: { schema: {} } };
  const schemas = calls.map((c) => schemaOf(c.reply as v.GenericSchema, 'output'));
  return json(schemas.length === 1 ? (schemas[0] ?? {}) : { oneOf: schemas });
}

function parametersOf(c: AnyCall, queryOf?: AnyCall): Json[] {
  const path = paramNames(c.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: c.params?.[name] ? schemaOf(c.params[name], 'input') : { type: 'string' },
  }));
  const query = queryOf?.query ? schemaOf(queryOf.query, 'input') : undefined;
  const properties = (query?.['properties'] ?? {}) as Record<string, Json>;
  const required = new Set((query?.['required'] ?? []) as string[]);
  const inQuery = Object.entries(properties).map(([name, schema]) =>
    described({ name, in: 'query', required: required.has(name), schema }),
  );
  // The Idempotency-Key header of a call that takes one.
  const key = { name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false };
  const headers = c.idempotencyKey
    ? [described({ ...key, schema: schemaOf(IdempotencyKeySchema, 'input') })]
    : [];
  return [...path, ...inQuery, ...headers];
}

/** A query or header parameter, with its schema's description as its own. */
const described = (parameter: { schema: Json } & Json): Json =>
  typeof parameter.schema['description'] === 'string'
    ? { ...parameter, description: parameter.schema['description'] }
    : parameter;

function security(access: AnyCall['access']): Json[] | undefined {
  if (access === 'public' || access === 'signature') return [];
  if (access === 'optional') return [{}, { accessToken: [] }];
  if (access === 'id-token') return [{ idToken: [] }];
  return [{ accessToken: [] }];
}

const ACCESS_WORDS: Readonly<Record<AnyCall['access'], string>> = {
  public: 'Anyone.',
  optional: 'Anyone; a signed-in caller as themselves.',
  'signed-in': 'Signed in.',
  admin: 'Admins only.',
  'id-token': "With the identity provider's ID token.",
  signature: "Stripe, signed with the webhook's secret.",
};

/** Who may call, with the staff roles it admits beside the admin. */
function accessWords(c: AnyCall): string {
  const staff = c.staff ?? [];
  if (staff.length === 0) return ACCESS_WORDS[c.access];
  const roles = staff.join(', ');
  return c.access === 'admin'
    ? `Admins, and the staff roles ${roles}.`
    : `Signed in; the staff roles ${roles} see any account's, as admins do.`;
}

function operation(tag: string, names: readonly string[], calls: readonly AnyCall[]): Json {
  const [main] = calls as [AnyCall, ...AnyCall[]];
  const withQuery = calls.find((c) => c.query);
  const withBody = calls.find((c) => c.body || c.bodyFile);
  const requestBody = withBody?.bodyFile
    ? {
        required: true,
        content: Object.fromEntries(
          withBody.bodyFile.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      }
    : withBody?.body
      ? { required: true, content: json(schemaOf(withBody.body, 'input')) }
      : undefined;
  return {
    tags: [tag],
    operationId: names[0],
    summary: main.summary,
    description: [accessWords(main), ...calls.slice(1).map((c) => c.summary)].join(' '),
    security: security(main.access),
    parameters: parametersOf(main, withQuery),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(main.status ?? 200)]: { description: 'Done.', content: replyContent(calls) },
      ...refusalResponses(calls),
    },
  };
}

/** The calls of the table, one entry a route (the list calls share theirs with their pages). */
function routesOfTable() {
  const routes = new Map<string, { tag: string; names: string[]; calls: AnyCall[] }>();
  for (const [tag, group] of Object.entries(API_CALL_GROUPS)) {
    for (const [name, c] of Object.entries(group) as [string, AnyCall][]) {
      const key = `${c.method} ${c.path}`;
      const route = routes.get(key) ?? { tag, names: [], calls: [] };
      route.names.push(name);
      route.calls.push(c);
      routes.set(key, route);
    }
  }
  return [...routes.values()];
}

export function openApiDocument(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const { tag, names, calls } of routesOfTable()) {
    const [main] = calls as [AnyCall];
    const path = (paths[openApiPath(main.path)] ??= {});
    path[main.method] = operation(tag, names, calls);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Paint tools store API',
      version: '1',
      description:
        'The API of the paint-tools store. A refusal answers `{ message, code }`: `message` ' +
        'is a sentence for a person, `code` is for programs.',
    },
    servers: [{ url: serverUrl }],
    tags: Object.keys(API_CALL_GROUPS).map((name) => ({ name })),
    components: {
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token `PUT /user/{email}` answers.',
        },
        idToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The identity provider's ID token (Firebase).",
        },
      },
    },
    paths,
  };
}
