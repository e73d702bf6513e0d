import type { Request } from 'express';
import { ApiError, ErrorCode, invalidParameter } from '../errors.js';
import { rawBodyOf } from './authenticate.js';

const notJson = (): ApiError => new ApiError(ErrorCode.UnsupportedMediaType, 'The request body must be JSON (Content-Type: application/json).');

const mediaTypeOf = (req: Request): string => (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

const isJson = (mediaType: string): boolean => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Bodies are JSON objects; an empty body is an empty object (every body parameter is optional or
 * has a default). Any other body is refused rather than ignored, so a run never goes ahead with
 * defaults in place of what the client meant; a multipart body even when it arrives empty, since
 * PHP consumes those before the shell can forward them.
 */
export function parseJsonBody(req: Request): Record<string, unknown> {
  const raw = rawBodyOf(req);
  const mediaType = mediaTypeOf(req);
  if (mediaType.startsWith('multipart/')) throw notJson();
  if (raw.length === 0) return {};
  if (!isJson(mediaType)) throw notJson();
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    throw invalidParameter('The request body is not valid JSON in UTF-8.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidParameter('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
