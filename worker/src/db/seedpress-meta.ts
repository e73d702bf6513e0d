/** The meta keys SeedPress marks WordPress objects with, in post, term, user and comment meta alike. */

/** On every object SeedPress made: only flagged objects with a history row are ever deleted. */
export const GENERATED_FLAG = '_seedpress_generated';
/** On posts generated with a template: its id. */
export const TEMPLATE_META = '_seedpress_template_id';
/** On attachments of files uploaded through the media endpoints. */
export const UPLOADED_FLAG = '_seedpress_uploaded';
