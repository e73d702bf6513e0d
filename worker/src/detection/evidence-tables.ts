/** Plugin field types that say what the value is, whatever the name. */
export const FIELD_TYPES: Readonly<Record<string, string>> = Object.freeze({
  email: 'email', text_email: 'email',
  url: 'url', text_url: 'url', website: 'url',
  // What oEmbed fields are made for: most providers WordPress embeds are video sites.
  oembed: 'video_url',
  link: 'link',
  // Pods' slug field: a post name's form of what its editor types.
  slug: 'slug',
  date_picker: 'date', date: 'date', text_date: 'date', text_date_timestamp: 'date',
  date_time_picker: 'datetime', datetime: 'datetime', 'datetime-local': 'datetime', date_time: 'datetime', text_datetime_timestamp: 'datetime', text_datetime_timestamp_timezone: 'datetime',
  time_picker: 'time', time: 'time', text_time: 'time',
  color_picker: 'color', color: 'color', colorpicker: 'color',
  true_false: 'boolean', switch: 'boolean', switcher: 'boolean', boolean: 'boolean', checkbox_single: 'boolean',
  google_map: 'location', map: 'location', osm: 'location', open_street_map: 'location',
  phone: 'phone', tel: 'phone',
  currency: 'price', text_money: 'price',
  number: 'number', range: 'number', slider: 'number',
  code: 'code_snippet', code_editor: 'code_snippet', textarea_code: 'code_snippet',
  'font-awesome': 'icon', icon: 'icon', faiconselect: 'icon',
  textarea: 'description', paragraph: 'description', wysiwyg: 'description', rich_text: 'description', textarea_small: 'description',
});

/** What a symbol or unit beside an input says its value is. */
export const AFFIX_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/^(\$|€|£|¥|₽|₺|₹|₴|zł|kr|r\$|chf|usd|eur|gbp|руб|грн)$/i, 'price'],
  [/^%$/, 'percentage'],
  [/^(m²|m2|sq\.? ?m|sq\.? ?ft|ft²|sqm|qm|mq|ha|m\^2|м²|м2|кв\.? ?м)$/i, 'area'],
  [/^(kg|g|lbs?|oz|t)$/i, 'weight'],
  [/^(cm|mm|m|in|inch|ft)$/i, 'dimension'],
  [/^(km|mi|miles)$/i, 'distance'],
  [/^(°c|°f|℃|℉)$/i, 'temperature'],
  [/^(km\/h|mph)$/i, 'speed'],
  [/^(min|mins|minutes|hrs|hours|h|мин|минут|хв|хвилин|ч)$/i, 'duration'],
  [/^(kcal|cal)$/i, 'calories'],
];

/**
 * The semantic types a plugin type's values can be. A name that means something else ("email_enabled"
 * on a true/false field) gives way to the type; a plugin type missing here accepts every type.
 */
export const TYPE_ACCEPTS: Readonly<Record<string, (type: string, category: string, kinds: readonly string[]) => boolean>> = {
  email: (type) => type === 'email',
  url: (_type, category, kinds) => category === 'web' || category === 'media' || kinds.includes('link'),
  video_url: (_type, category, kinds) => category === 'web' || category === 'media' || kinds.includes('link'),
  link: (_type, category, kinds) => category === 'web' || category === 'media' || kinds.includes('link'),
  boolean: (_type, _category, kinds) => kinds.includes('boolean'),
  color: (type) => type === 'color',
  slug: (type) => type === 'slug',
  location: (_type, category, kinds) => kinds.includes('map') || category === 'address',
  date: (_type, _category, kinds) => kinds.includes('date'),
  datetime: (_type, _category, kinds) => kinds.includes('date'),
  time: (type) => type === 'time' || type === 'opening_hours',
  icon: (type) => type === 'icon',
};

/** Social networks' names (normalised tokens): a link or URL field named after one holds that profile. */
export const NETWORK_WORDS: ReadonlyMap<string, string> = new Map([
  ['facebook', 'facebook'], ['fb', 'facebook'], ['instagram', 'instagram'], ['insta', 'instagram'], ['twitter', 'twitter'],
  ['linkedin', 'linkedin'], ['youtube', 'youtube'], ['yt', 'youtube'],
  ['фейсбук', 'facebook'], ['инстаграм', 'instagram'], ['інстаграм', 'instagram'], ['твиттер', 'twitter'], ['твітер', 'twitter'], ['ютуб', 'youtube'],
]);

/** Plugin types of a rich-text editor: what they hold is prose, never a heading, a number or an address part. */
export const RICH_TEXT_TYPES: ReadonlySet<string> = new Set(['wysiwyg', 'rich_text', 'editor', 'tinymce']);

/** The prose a rich-text editor can hold: any long text, and an address or opening hours written out as a block. */
export function isProse(type: string, category: string): boolean {
  return (category === 'text' && !['title', 'text', 'boolean', 'keywords'].includes(type)) || type === 'full_address' || type === 'opening_hours';
}
