import { http, type HttpHandler } from 'msw';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../../src/shared/schemas/common';

/** Where the SPA sends its calls in jsdom (apiUrl '' = the page's origin). */
export const API = 'http://localhost';
export const url = (path: string) => `${API}${path}`;

/**
 * Contract breaks seen during the test. A check throws as well, but MSW turns a resolver's throw
 * into a 500 the screen may take in its stride; setup.ts fails the test on anything left here.
 */
const violations: string[] = [];

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

function violation(problem: string): ContractViolation {
  violations.push(problem);
  return new ContractViolation(problem);
}

/** The value as `schema` reads it; anything else is recorded and thrown. */
export function checkContract<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw violation(`${what} breaks the contract:\n${z.prettifyError(result.error)}`);
}

/** The violations seen so far, which count as handled from then on. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

// The server ignores fields it does not know; a client sending one has drifted (a renamed field
// would be ignored without a word), so the mock refuses them.
const exact = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodObject ? schema.strict() : schema);

/** A query string as the server reads it: a key once is a string, a repeated key a list. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/** The text fields of a multipart body; its files are left to the resolver. */
async function formFields(request: Request, what: string): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => {
    throw violation(`${what} is not multipart/form-data`);
  });
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

const NOT_JSON = Symbol('not JSON');
const jsonOf = (message: Request | Response): Promise<unknown> => message.json().catch(() => NOT_JSON);

type Schema = z.ZodType | undefined;
type Read<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

interface Contract<B extends Schema, Q extends Schema, F extends Schema, P extends Schema> {
  /** JSON body. */
  body?: B;
  query?: Q;
  /** Text fields of a multipart body. */
  form?: F;
  /** Path parameters (`:id`). */
  params?: P;
  /** A 2xx answer; a 4xx or 5xx one must be the failure envelope. */
  response: z.ZodType;
}

interface Call<B extends Schema, Q extends Schema, F extends Schema, P extends Schema> {
  request: Request;
  /** The request parts as their schemas read them (undefined for a part the call has not). */
  body: Read<B>;
  query: Read<Q>;
  form: Read<F>;
  params: Read<P>;
}

type Resolver<B extends Schema, Q extends Schema, F extends Schema, P extends Schema> = (
  call: Call<B, Q, F, P>,
) => Response | undefined | Promise<Response | undefined>;

/**
 * An MSW handler for one call of API.md that checks both sides against the shared schemas: the
 * request the SPA sends (body, query, multipart fields, path parameters) and the answer the mock
 * gives. A resolver answering nothing passes the request on to the next handler, unchecked.
 */
export function contractHandler<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  F extends Schema = undefined,
  P extends Schema = undefined,
>(
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  contract: Contract<B, Q, F, P>,
  resolver: Resolver<B, Q, F, P>,
): HttpHandler {
  const call = `${method.toUpperCase()} ${path}`;
  // Built once: zod compiles an object schema's parser on its first use.
  const [body, query, form, pathParams] = [contract.body, contract.query, contract.form, contract.params].map(
    (schema) => schema && exact(schema),
  );
  return http[method](url(path), async ({ request, params }) => {
    const read = async <S extends Schema>(schema: z.ZodType | undefined, value: () => unknown, part: string) =>
      (schema ? checkContract(schema, await value(), `${call} ${part}`) : undefined) as Read<S>;
    const response = await resolver({
      request,
      body: await read<B>(body, () => jsonOf(request.clone()), 'request body'),
      query: await read<Q>(query, () => queryObject(new URL(request.url).searchParams), 'query'),
      form: await read<F>(form, () => formFields(request.clone(), `${call} request`), 'multipart fields'),
      params: await read<P>(pathParams, () => params, 'path parameters'),
    });
    // HttpResponse.error() is a network failure: there is no answer to check.
    if (response && response.type !== 'error') {
      const answer = await jsonOf(response.clone());
      const schema = response.status >= 400 ? errorEnvelopeSchema : contract.response;
      checkContract(schema, answer, `${call} answer (${response.status})`);
    }
    return response;
  });
}
