import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { invalidParameter } from '../errors.js';
import { checkBodyHash, type AdmittedToken, type RequestClaims } from '../services/token.service.js';
import { tooLarge } from '../services/media/upload/upload-messages.js';
import type { IncomingFile } from '../services/media/upload/upload-check.js';

/** The multipart field that carries the file (spec: `file`). */
export const UPLOAD_FIELD = 'file';

export interface ReceivedUpload {
  claims: RequestClaims;
  /** The file, in a temporary file of its own; undefined when the body had none. */
  file: IncomingFile | undefined;
  /** The body's other fields, for the route's schema to judge. */
  fields: Record<string, unknown>;
  /** Removes the temporary file. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart body as it arrives: the file streams to a temporary file (multer), every byte
 * goes through the hash the token was signed over, and only a body that is the signed one is
 * accepted. A file over `maxBytes` is refused as soon as it passes the limit; the rest of the body
 * is still read (and only hashed), so the shell gets the answer rather than a broken connection.
 */
export async function receiveUpload(req: Request, res: Response, token: AdmittedToken, maxBytes: number): Promise<ReceivedUpload> {
  const hash = createHash('sha256');
  // Attached before multer pipes the request on (in this same tick), so no byte escapes the hash.
  req.on('data', (chunk: Buffer) => hash.update(chunk));
  const parse = multer({
    storage: multer.diskStorage({}),
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 65_536, parts: 21 },
    defParamCharset: 'utf8',
  }).single(UPLOAD_FIELD);
  // A body that is not multipart is left unread by multer: it is read here, for its hash.
  const signed = async (): Promise<RequestClaims> => {
    req.resume();
    await finished(req);
    return checkBodyHash(token, hash.digest('hex'));
  };
  try {
    await new Promise<void>((resolve, reject) => void parse(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
  } catch (error) {
    // Multer has read the rest of the body (and removed its file): a body that is not the signed one is refused as such.
    await signed();
    throw refusal(error);
  }
  const file = req.file;
  const discard = async (): Promise<void> => void (file ? await rm(file.path, { force: true }) : undefined);
  try {
    const claims = await signed();
    const received = file ? { path: file.path, name: file.originalname, size: file.size } : undefined;
    return { claims, file: received, fields: { ...(req.body as Record<string, unknown> | undefined) }, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

function refusal(error: unknown): unknown {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return tooLarge();
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return invalidParameter(`Send one file, in the multipart field "${UPLOAD_FIELD}".`);
    return invalidParameter(`The multipart body is refused: ${error.message}.`);
  }
  // The file system's failures (the temporary file) are the server's; anything else is the body's.
  if ((error as NodeJS.ErrnoException).code !== undefined) return error;
  return invalidParameter(`The multipart body could not be read: ${(error as Error).message}.`);
}
