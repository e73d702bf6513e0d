import type { ScalarKind } from '../generators/fields/field-value.js';

type Entry = [id: string, category: string, label: string, kinds?: ScalarKind[]];

const N: ScalarKind[] = ['number', 'text'];
const D: ScalarKind[] = ['date', 'text'];

/** Semantic types beyond the everyday ones: identifiers, web, media and the usual site domains. */
export const DOMAIN_TYPES: readonly Entry[] = [
  ['middle_name', 'person', 'Middle name'], ['nickname', 'person', 'Nickname'], ['salutation', 'person', 'Salutation'],
  ['username', 'person', 'User name'], ['nationality', 'person', 'Nationality'], ['marital_status', 'person', 'Marital status'],
  ['fax', 'contact', 'Fax number'], ['whatsapp', 'contact', 'WhatsApp number'],
  ['address_line_2', 'address', 'Address line 2'], ['house_number', 'address', 'House number'], ['district', 'address', 'District'],
  ['timezone', 'address', 'Time zone'], ['full_address', 'address', 'Full address'],
  ['sale_price', 'commerce', 'Sale price', N], ['stock_status', 'commerce', 'Stock status'], ['brand', 'commerce', 'Brand'],
  ['model_number', 'commerce', 'Model number'], ['barcode', 'commerce', 'Barcode (EAN)'], ['shipping_cost', 'commerce', 'Shipping cost', N],
  ['tax_rate', 'commerce', 'Tax rate (%)', N], ['order_number', 'commerce', 'Order number'], ['coupon_code', 'commerce', 'Coupon code'],
  ['warranty', 'commerce', 'Warranty (months)', N], ['material', 'commerce', 'Material'],
  ['bic', 'finance', 'BIC / SWIFT'], ['vat_number', 'finance', 'VAT number'], ['credit_card', 'finance', 'Credit card number'],
  ['account_holder', 'finance', 'Account holder'], ['salary', 'finance', 'Salary', N], ['budget', 'finance', 'Budget', N],
  ['revenue', 'finance', 'Revenue', N], ['invoice_number', 'finance', 'Invoice number'],
  ['datetime', 'dates', 'Date and time', D], ['duration', 'dates', 'Duration (minutes)', N], ['month', 'dates', 'Month'],
  ['weekday', 'dates', 'Weekday'], ['opening_hours', 'dates', 'Opening hours'],
  ['facebook', 'web', 'Facebook page', ['text', 'link']], ['twitter', 'web', 'X / Twitter handle'], ['instagram', 'web', 'Instagram profile', ['text', 'link']],
  ['linkedin', 'web', 'LinkedIn profile', ['text', 'link']], ['youtube', 'web', 'YouTube channel', ['text', 'link']], ['slug', 'web', 'Slug'],
  ['ip_address', 'web', 'IP address'], ['domain', 'web', 'Domain name'],
  ['image_url', 'media', 'Image URL'], ['video_url', 'media', 'Video URL'], ['icon', 'media', 'Icon', ['text', 'choice']], ['alt_text', 'media', 'Alternative text'],
  ['caption', 'media', 'Caption'], ['file_name', 'media', 'File name'],
  ['quote', 'text', 'Quotation'], ['keywords', 'text', 'Keywords'], ['code_snippet', 'text', 'Code'], ['testimonial', 'text', 'Testimonial'],
  ['temperature', 'measures', 'Temperature (°C)', N], ['speed', 'measures', 'Speed (km/h)', N], ['volume', 'measures', 'Volume (l)', N],
  ['distance', 'measures', 'Distance (km)', N], ['capacity', 'measures', 'Capacity', N],
  ['uuid', 'identifiers', 'UUID'], ['national_id', 'identifiers', 'National ID number'], ['passport_number', 'identifiers', 'Passport number'],
  ['license_number', 'identifiers', 'Licence number'], ['serial_number', 'identifiers', 'Serial number'],
  ['bathrooms', 'real_estate', 'Bathrooms', N], ['floor', 'real_estate', 'Floor', N], ['year_built', 'real_estate', 'Year built', N],
  ['property_type', 'real_estate', 'Property type'], ['lot_size', 'real_estate', 'Lot size', N], ['parking_spaces', 'real_estate', 'Parking spaces', N],
  ['rent', 'real_estate', 'Monthly rent', N],
  ['vehicle_make', 'vehicles', 'Make'], ['vehicle_model', 'vehicles', 'Model'], ['fuel_type', 'vehicles', 'Fuel type'],
  ['transmission', 'vehicles', 'Transmission'], ['engine_power', 'vehicles', 'Engine power (kW)', N], ['license_plate', 'vehicles', 'Licence plate'],
  ['seats', 'vehicles', 'Seats', N],
  ['event_name', 'events', 'Event name'], ['venue', 'events', 'Venue'], ['ticket_price', 'events', 'Ticket price', N], ['organizer', 'events', 'Organiser'],
  ['course_name', 'education', 'Course'], ['school', 'education', 'School or university'], ['degree', 'education', 'Degree'],
  ['grade', 'education', 'Grade'], ['credits', 'education', 'Credits', N], ['instructor', 'education', 'Instructor'],
  ['blood_type', 'health', 'Blood type'], ['allergies', 'health', 'Allergies'], ['medication', 'health', 'Medication'],
  ['doctor', 'health', 'Doctor'], ['heart_rate', 'health', 'Heart rate (bpm)', N],
  ['calories', 'food', 'Calories (kcal)', N], ['ingredients', 'food', 'Ingredients'], ['cooking_time', 'food', 'Cooking time (minutes)', N],
  ['servings', 'food', 'Servings', N], ['cuisine', 'food', 'Cuisine'], ['dish', 'food', 'Dish'],
  ['airport_code', 'travel', 'Airport code'], ['flight_number', 'travel', 'Flight number'], ['hotel', 'travel', 'Hotel'],
  ['nights', 'travel', 'Nights', N], ['destination', 'travel', 'Destination'],
  ['department', 'organisation', 'Department'], ['employees', 'organisation', 'Number of employees', N], ['industry', 'organisation', 'Industry'],
  ['founded_year', 'organisation', 'Year founded', N], ['slogan', 'organisation', 'Slogan'],
];
