import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the three AI providers' APIs, speaking their wire formats: OpenAI Chat
 * Completions, Anthropic Messages and Gemini generateContent. It checks path and key header the way
 * the real services do (401 with the provider's error body otherwise) and answers `answer` as the
 * model's text, or a scripted failure.
 */

export type Provider = 'openai' | 'anthropic' | 'gemini';
export interface RecordedRequest { provider: Provider; path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }
export type Script = { kind: 'answer'; text: string } | { kind: 'error'; status: number; message: string } | { kind: 'hang' };

export const STAND_IN_KEY = 'sk-stand-in-key-0123456789';

function route(url: string): Provider | null {
  if (url === '/v1/chat/completions') return 'openai';
  if (url === '/v1/messages') return 'anthropic';
  if (/^\/v1beta\/models\/[^/]+:generateContent$/.test(url)) return 'gemini';
  return null;
}

function keyOf(provider: Provider, headers: http.IncomingHttpHeaders): string | undefined {
  if (provider === 'openai') return headers.authorization?.replace(/^Bearer /, '');
  if (provider === 'anthropic') return headers['anthropic-version'] === '2023-06-01' ? (headers['x-api-key'] as string | undefined) : undefined;
  return headers['x-goog-api-key'] as string | undefined;
}

function errorBody(provider: Provider, status: number, message: string): unknown {
  if (provider === 'anthropic') return { type: 'error', error: { type: status === 401 ? 'authentication_error' : 'api_error', message } };
  if (provider === 'gemini') return { error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL' } };
  return { error: { message, type: status === 401 ? 'invalid_request_error' : 'server_error', code: null } };
}

function answerBody(provider: Provider, text: string): unknown {
  if (provider === 'anthropic') return { id: 'msg_standin', type: 'message', role: 'assistant', content: [{ type: 'text', text }], stop_reason: 'end_turn' };
  if (provider === 'gemini') return { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }] };
  return { id: 'chatcmpl-standin', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }] };
}

export async function startAiStandIn(): Promise<{ url: string; requests: RecordedRequest[]; script: (s: Script) => void; close: () => Promise<void> }> {
  const requests: RecordedRequest[] = [];
  let current: Script = { kind: 'answer', text: 'OK' };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const provider = route(req.url ?? '');
      if (req.method !== 'POST' || !provider) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ provider, path: req.url!, headers: req.headers, body });
      const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (keyOf(provider, req.headers) !== STAND_IN_KEY) return send(401, errorBody(provider, 401, 'Incorrect API key provided.'));
      if (current.kind === 'hang') return void hanging.add(res);
      if (current.kind === 'error') return send(current.status, errorBody(provider, current.status, current.message));
      return send(200, answerBody(provider, current.text));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (s) => (current = s),
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
