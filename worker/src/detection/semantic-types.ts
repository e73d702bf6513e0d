import type { ScalarKind } from '../generators/fields/field-value.js';
import { DOMAIN_TYPES } from './domain-types.js';

/** A kind of data a custom field holds; detection names one, a generator fills it. */
export interface SemanticType {
  id: string;
  category: string;
  label: string;
  /** The value kinds it can fill, the natural one first. */
  kinds: ScalarKind[];
}

const t = (id: string, category: string, label: string, kinds: ScalarKind[] = ['text']): SemanticType => ({ id, category, label, kinds });

export const SEMANTIC_TYPES: readonly SemanticType[] = Object.freeze([
  t('first_name', 'person', 'First name'),
  t('last_name', 'person', 'Last name'),
  t('full_name', 'person', 'Full name'),
  t('job_title', 'person', 'Job title'),
  t('birth_date', 'person', 'Date of birth', ['date', 'text']),
  t('age', 'person', 'Age', ['number', 'text']),
  t('gender', 'person', 'Gender', ['choice', 'text']),
  t('email', 'contact', 'E-mail address'),
  t('phone', 'contact', 'Phone number'),
  t('street_address', 'address', 'Street address'),
  t('city', 'address', 'City'),
  t('postcode', 'address', 'Postcode'),
  t('country', 'address', 'Country'),
  t('region', 'address', 'State or region'),
  t('latitude', 'address', 'Latitude', ['number', 'text']),
  t('longitude', 'address', 'Longitude', ['number', 'text']),
  t('location', 'address', 'Map location', ['map', 'text']),
  t('price', 'commerce', 'Price', ['number', 'text']),
  t('sku', 'commerce', 'SKU'),
  t('quantity', 'commerce', 'Quantity', ['number', 'text']),
  t('discount_percent', 'commerce', 'Discount (%)', ['number', 'text']),
  t('product_name', 'commerce', 'Product name'),
  t('iban', 'finance', 'IBAN'),
  t('currency_code', 'finance', 'Currency code'),
  t('date', 'dates', 'Date', ['date', 'text']),
  t('start_date', 'dates', 'Start date', ['date', 'text']),
  t('end_date', 'dates', 'End date', ['date', 'text']),
  t('time', 'dates', 'Time of day', ['date', 'text']),
  t('year', 'dates', 'Year', ['number', 'text']),
  t('url', 'web', 'Web address', ['text', 'link']),
  t('link', 'web', 'Link', ['link', 'text']),
  t('company', 'organisation', 'Company'),
  t('color', 'media', 'Colour'),
  t('rating', 'measures', 'Rating', ['number', 'text']),
  t('percentage', 'measures', 'Percentage', ['number', 'text']),
  t('weight', 'measures', 'Weight', ['number', 'text']),
  t('dimension', 'measures', 'Length or size', ['number', 'text']),
  t('number', 'measures', 'Number', ['number', 'text']),
  t('boolean', 'text', 'Yes or no', ['boolean', 'choice', 'text']),
  t('title', 'text', 'Short title'),
  t('description', 'text', 'Description'),
  t('text', 'text', 'Text'),
  t('isbn', 'identifiers', 'ISBN'),
  t('bedrooms', 'real_estate', 'Bedrooms', ['number', 'text']),
  t('area', 'real_estate', 'Floor area', ['number', 'text']),
  t('vin', 'vehicles', 'Vehicle identification number'),
  t('mileage', 'vehicles', 'Mileage', ['number', 'text']),
  // Media and relation fields: what their attachment shows, or that they point at other content.
  t('image', 'media', 'Image'),
  t('image_logo', 'media', 'Logo'),
  t('image_portrait', 'media', 'Portrait photo of a person'),
  t('image_background', 'media', 'Background or banner image (wide)'),
  t('image_icon', 'media', 'Icon (small, square)'),
  t('gallery', 'media', 'Gallery of several images'),
  t('file_document', 'media', 'Document file (PDF)'),
  t('file_audio', 'media', 'Audio file'),
  t('file_video', 'media', 'Video file'),
  t('relation', 'relations', 'Related content (posts, terms or users)'),
  ...DOMAIN_TYPES.map(([id, category, label, kinds]) => t(id, category, label, kinds)),
]);

const BY_ID = new Map(SEMANTIC_TYPES.map((type) => [type.id, type]));

export function semanticType(id: string): SemanticType | undefined {
  return BY_ID.get(id);
}
