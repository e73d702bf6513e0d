import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldShape } from '../field-value.js';
import { FONT_AWESOME_BRANDS, FONT_AWESOME_SOLID, type FontAwesomeIcon } from './font-awesome.js';
import * as s from './shape-builders.js';

/**
 * font-awesome, the "Advanced Custom Fields: Font Awesome Field" add-on (mattkeys/Advanced-Custom-Fields-Font-Awesome
 * 5.0): a select whose option value is saved as posted (no update_value()), and what that value is depends on the
 * Font Awesome version the site chose in the add-on's settings (ACFFA_MAJOR_VERSION, which the adapter sends as
 * `fa_major_version`; a new install runs 7). The choices here are those stored values; `save_format` only changes
 * what format_value() returns.
 */

/** Icon sets a field may limit itself to (its `icon_sets` setting), as each version names them. */
const SOLID_SETS = ['solid', 'classic_solid', 'fas', 'all'];
const BRAND_SETS = ['brands', 'fab'];

function offered(def: FieldDefinition): FontAwesomeIcon[] {
  const sets = Array.isArray(def.settings.icon_sets) ? def.settings.icon_sets.filter((set): set is string => typeof set === 'string') : [];
  if (sets.length === 0) return [...FONT_AWESOME_SOLID];
  return [
    ...(sets.some((set) => SOLID_SETS.includes(set)) ? FONT_AWESOME_SOLID : []),
    ...(sets.some((set) => BRAND_SETS.includes(set)) ? FONT_AWESOME_BRANDS : []),
  ];
}

/**
 * The option value of an icon. 4: the class (class-ACFFA-Loader-4.php); 5: prefix and class, "fas fa-star"
 * (class-ACFFA-Loader-5.php); 6 and 7: the JSON the add-on writes for a Font Awesome API result, spaces included
 * (class-ACFFA-Loader-6.php / -7.php select2_ajax_request()).
 */
export function fontAwesomeValue(icon: FontAwesomeIcon, majorVersion: number): string {
  if (majorVersion === 4) return `fa-${icon.id}`;
  if (majorVersion === 5) return `${icon.style === 'brands' ? 'fab' : 'fas'} fa-${icon.id}`;
  return `{"family" : "classic", "style" : "${icon.style}", "id" : "${icon.id}", "label" : "${icon.label}", "unicode" : "${icon.unicode}"}`;
}

/** A field limited to sets none of these icons are in (Pro styles, a custom set) is left empty. */
export function fontAwesomeShape(def: FieldDefinition): FieldShape {
  const icons = offered(def);
  if (icons.length === 0) return s.SKIP;
  const version = Number(def.settings.fa_major_version ?? 7);
  return s.scalar({ kind: 'choice', choices: icons.map((icon) => ({ value: fontAwesomeValue(icon, version), label: icon.label })), multiple: false });
}
