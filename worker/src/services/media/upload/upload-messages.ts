import { ApiError, ErrorCode } from '../../../errors.js';

/**
 * What the upload endpoints answer, in English. The shell translates exactly these sentences
 * through the `seedpress` text domain (plugin/src/rest/upload-messages.php), so they are fixed
 * text: a change here needs the same change there and in plugin/languages/.
 */
export const UploadMessage = {
  Uploaded: 'The file was uploaded.',
  NoFile: 'No file was uploaded.',
  TooLargeForServer: 'The file is too large (server limit).',
  TypeNotAllowed: 'This file type is not allowed.',
  Empty: 'The file is empty.',
  DamagedImage: 'The image is damaged or incomplete.',
  WriteFailed: 'The file could not be written to disk.',
} as const;

export const noFile = (): ApiError => new ApiError(ErrorCode.InvalidParameter, UploadMessage.NoFile);
export const tooLarge = (): ApiError => new ApiError(ErrorCode.FileTooLarge, UploadMessage.TooLargeForServer);
export const typeNotAllowed = (): ApiError => new ApiError(ErrorCode.UnsupportedMediaType, UploadMessage.TypeNotAllowed);
export const emptyFile = (): ApiError => new ApiError(ErrorCode.InvalidParameter, UploadMessage.Empty);
export const damagedImage = (): ApiError => new ApiError(ErrorCode.InvalidParameter, UploadMessage.DamagedImage);
export const writeFailed = (cause: unknown): ApiError => new ApiError(ErrorCode.InternalError, UploadMessage.WriteFailed, { cause });
