import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the three AI providers' APIs, speaking their wire formats: OpenAI Chat
 * Completions, Anthropic Messages and Gemini generateContent. Like the real services it checks the
 * key header first, then the request's required members, and refuses with the status and error body
 * the real service uses; a request that passes gets the scripted answer as the model's text, or a
 * scripted failure: an API error, an answer that never comes, or a raw body of any shape.
 */

export type Provider = 'openai' | 'anthropic' | 'gemini';
export interface RecordedRequest {
  provider: Provider;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}
export type Script =
  | { kind: 'answer'; text: string }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' }
  | { kind: 'raw'; status: number; contentType: string; body: string }
  | { kind: 'redirect'; status: number; location: string };

export interface AiStandIn {
  url: string;
  requests: RecordedRequest[];
  script(s: Script): void;
  close(): Promise<void>;
}

export const STAND_IN_KEY = 'sk-stand-in-key-0123456789';

/** The real services' answers to a wrong key, for tests to compare with. */
export const WRONG_KEY_ANSWERS: Readonly<Record<Provider, { status: number; message: string }>> = {
  openai: { status: 401, message: 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.' },
  anthropic: { status: 401, message: 'invalid x-api-key' },
  gemini: { status: 400, message: 'API key not valid. Please pass a valid API key.' },
};

type Refusal = { status: number; message: string };

function route(url: string): Provider | null {
  if (url === '/v1/chat/completions') return 'openai';
  if (url === '/v1/messages') return 'anthropic';
  if (/^\/v1beta\/models\/[^/:]+:generateContent$/.test(url)) return 'gemini';
  return null;
}

const header = (headers: http.IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function authRefusal(provider: Provider, headers: http.IncomingHttpHeaders): Refusal | null {
  if (provider === 'openai') {
    const auth = header(headers, 'authorization');
    if (auth === undefined) return { status: 401, message: "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY)." };
    return auth === `Bearer ${STAND_IN_KEY}` ? null : WRONG_KEY_ANSWERS.openai;
  }
  if (provider === 'anthropic') {
    const key = header(headers, 'x-api-key');
    if (key === undefined) return { status: 401, message: 'x-api-key header is required' };
    if (key !== STAND_IN_KEY) return WRONG_KEY_ANSWERS.anthropic;
    return header(headers, 'anthropic-version') === '2023-06-01' ? null : { status: 400, message: 'anthropic-version: header is required' };
  }
  const key = header(headers, 'x-goog-api-key');
  if (key === undefined) return { status: 403, message: "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API." };
  return key === STAND_IN_KEY ? null : WRONG_KEY_ANSWERS.gemini;
}

const isText = (v: unknown): boolean => typeof v === 'string' && v !== '';
const nonEmptyArray = (v: unknown): v is Array<Record<string, unknown>> => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'object' && m !== null);
const positiveInteger = (v: unknown): boolean => Number.isInteger(v) && (v as number) > 0;
const bad = (message: string): Refusal => ({ status: 400, message });

/** The members each API requires, checked as the real one does (first problem only). */
function shapeRefusal(provider: Provider, body: Record<string, unknown>): Refusal | null {
  if (provider === 'openai') {
    if (!isText(body.model)) return bad('you must provide a model parameter');
    if (!nonEmptyArray(body.messages) || !body.messages.every((m) => isText(m.role) && typeof m.content === 'string')) return bad("Missing required parameter: 'messages'.");
    if (body.max_completion_tokens !== undefined && !positiveInteger(body.max_completion_tokens)) return bad("Invalid 'max_completion_tokens': integer below minimum value.");
    return null;
  }
  if (provider === 'anthropic') {
    if (!isText(body.model)) return bad('model: Field required');
    if (!positiveInteger(body.max_tokens)) return bad('max_tokens: Field required');
    if (!nonEmptyArray(body.messages) || !body.messages.every((m) => m.role === 'user' || m.role === 'assistant')) return bad('messages: Field required');
    if (body.system !== undefined && typeof body.system !== 'string' && !Array.isArray(body.system)) return bad('system: Input should be a valid list');
    return null;
  }
  if (!nonEmptyArray(body.contents) || !body.contents.every((c) => nonEmptyArray(c.parts))) return bad('* GenerateContentRequest.contents: contents is not specified\n');
  return null;
}

const OPENAI_TYPES: Record<number, [type: string, code: string | null]> = {
  400: ['invalid_request_error', null], 401: ['invalid_request_error', 'invalid_api_key'], 404: ['invalid_request_error', 'model_not_found'], 429: ['requests', 'rate_limit_exceeded'],
};
const ANTHROPIC_TYPES: Record<number, string> = {
  400: 'invalid_request_error', 401: 'authentication_error', 403: 'permission_error', 404: 'not_found_error', 429: 'rate_limit_error', 500: 'api_error', 529: 'overloaded_error',
};
const GOOGLE_STATUSES: Record<number, string> = {
  400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE',
};

function errorBody(provider: Provider, status: number, message: string): unknown {
  if (provider === 'anthropic') return { type: 'error', error: { type: ANTHROPIC_TYPES[status] ?? 'api_error', message } };
  if (provider === 'gemini') return { error: { code: status, message, status: GOOGLE_STATUSES[status] ?? 'UNKNOWN' } };
  const [type, code] = OPENAI_TYPES[status] ?? ['server_error', null];
  return { error: { message, type, param: null, code } };
}

function answerBody(provider: Provider, model: unknown, text: string): unknown {
  if (provider === 'anthropic') {
    return { id: 'msg_standin', type: 'message', role: 'assistant', model, content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 10, output_tokens: 5 } };
  }
  if (provider === 'gemini') {
    return { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 } };
  }
  return {
    id: 'chatcmpl-standin', object: 'chat.completion', created: 1_700_000_000, model,
    choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

function parseBody(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function startAiStandIn(): Promise<AiStandIn> {
  const requests: RecordedRequest[] = [];
  let current: Script = { kind: 'answer', text: 'OK' };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const provider = route(req.url ?? '');
      const body = parseBody(raw);
      if (req.method !== 'POST' || !provider) return void res.writeHead(404).end();
      const send = (status: number, json: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const refuse = (r: Refusal) => send(r.status, errorBody(provider, r.status, r.message));
      if (body === null) return refuse(bad('We could not parse the JSON body of your request.'));
      requests.push({ provider, path: req.url!, headers: req.headers, body });

      const refusal = authRefusal(provider, req.headers) ?? shapeRefusal(provider, body);
      if (refusal) return refuse(refusal);
      if (current.kind === 'hang') return void hanging.add(res);
      if (current.kind === 'error') return refuse(current);
      if (current.kind === 'raw') return void res.writeHead(current.status, { 'content-type': current.contentType }).end(current.body);
      if (current.kind === 'redirect') return void res.writeHead(current.status, { location: current.location }).end();
      return send(200, answerBody(provider, body.model, current.text));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (s) => void (current = s),
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port that was free a moment ago, for "connection refused" (fetch refuses well-known ports such as 9 before connecting). */
export async function closedLoopbackPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
