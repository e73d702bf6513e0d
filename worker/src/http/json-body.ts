import type { Request } from 'express';
import { invalidParameter } from '../errors.js';
import { rawBodyOf } from './authenticate.js';

/** Bodies are JSON objects; an empty body is an empty object (every body parameter is optional or has a default). */
export function parseJsonBody(req: Request): Record<string, unknown> {
  const raw = rawBodyOf(req);
  if (raw.length === 0) return {};
  if (!req.is('application/json')) throw invalidParameter('The request body must be JSON (Content-Type: application/json).');
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidParameter('The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidParameter('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
