/** Every error code the API answers with; the spec's error table plus the worker's own. */
export enum ErrorCode {
  InvalidPostType = 'invalid_post_type',
  InvalidTaxonomy = 'invalid_taxonomy',
  InvalidCount = 'invalid_count',
  InvalidParameter = 'invalid_parameter',
  FileTooLarge = 'file_too_large',
  UnsupportedMediaType = 'unsupported_media_type',
  Unauthorized = 'rest_not_logged_in',
  LiteReadonly = 'lite_readonly',
  SystemTemplateReadonly = 'system_template_readonly',
  LiteLimit = 'lite_limit',
  LicenseRequired = 'license_required',
  NotFound = 'not_found',
  GenerationFailed = 'generation_failed',
  HostContextStale = 'host_context_stale',
  InternalError = 'internal_error',
}

const STATUS: Record<ErrorCode, number> = {
  [ErrorCode.InvalidPostType]: 400,
  [ErrorCode.InvalidTaxonomy]: 400,
  [ErrorCode.InvalidCount]: 400,
  [ErrorCode.InvalidParameter]: 400,
  [ErrorCode.FileTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.LiteReadonly]: 403,
  [ErrorCode.SystemTemplateReadonly]: 403,
  [ErrorCode.LiteLimit]: 403,
  [ErrorCode.LicenseRequired]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.HostContextStale]: 409,
  [ErrorCode.GenerationFailed]: 500,
  [ErrorCode.InternalError]: 500,
};

/** The one error type: what the client sees is exactly status, code and message. */
export class ApiError extends Error {
  readonly status: number;

  /** `cause`: what went wrong inside, logged for server errors and never answered. */
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = STATUS[code];
  }

  toBody(): { success: false; code: string; message: string } {
    return { success: false, code: this.code, message: this.message };
  }
}

export const notFound = (what: string): ApiError => new ApiError(ErrorCode.NotFound, `${what} not found.`);
export const invalidParameter = (message: string): ApiError => new ApiError(ErrorCode.InvalidParameter, message);
