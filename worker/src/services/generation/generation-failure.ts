import { isRetryable, WriteLockTimeout } from '../../db/site-writes.js';
import { ApiError, ErrorCode } from '../../errors.js';

/** A run that failed inside: its transaction wrote nothing; the message says what the client can do. */
export function generationFailed(cause: unknown): ApiError {
  const why = cause instanceof WriteLockTimeout
    ? `${cause.message} Nothing was written; try again once the other runs have finished.`
    : isRetryable(cause)
      ? 'The database undid the run again and again (deadlocks with other writers of the site). Nothing was written; try again.'
      : 'Generation failed and nothing was written. Reduce count or disable image downloads, and try again.';
  return new ApiError(ErrorCode.GenerationFailed, why, { cause });
}

