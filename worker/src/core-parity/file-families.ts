/**
 * The MIME types of the media library's file families, as core's filters build them: each
 * extension of wp_get_ext_types()[family] mapped through wp_get_mime_types() (extensions without
 * a MIME type there drop out; psd and xcf are application/octet-stream, so core's "document"
 * family holds that too). `pdf` is SeedPress's own family of one.
 */
export const FILE_FAMILIES = {
  pdf: ['application/pdf'],
  document: [
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-word.document.macroEnabled.12',
    'application/vnd.ms-word.template.macroEnabled.12',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.apple.pages',
    'application/pdf',
    'application/vnd.ms-xpsdocument',
    'application/oxps',
    'application/rtf',
    'application/wordperfect',
    'application/octet-stream',
  ],
  spreadsheet: [
    'application/vnd.apple.numbers',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-excel.sheet.macroEnabled.12',
    'application/vnd.ms-excel.sheet.binary.macroEnabled.12',
  ],
  archive: ['application/x-gzip', 'application/rar', 'application/x-tar', 'application/zip', 'application/x-7z-compressed'],
} as const satisfies Record<string, readonly string[]>;

export type FileFamily = keyof typeof FILE_FAMILIES;
