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

/**
 * The names of the solid and brands sets in a field's `icon_sets`, as each version's loader reads them: 4 lists all
 * icons as one set (`all`); 5 knows the prefixes and style names (class-ACFFA-Loader-5.php check_active_icon_sets());
 * 6 and 7 also family_style names, and read the 5 prefixes through the upgrade filter
 * (fields/acf-font-awesome-v7.php v5_upgrade_compat_selected_field_sets(), class-ACFFA-Loader-7.php
 * standardize_icon_set_family_style()). A name the version does not know offers no icon.
 */
function setNames(version: number): { solid: string[]; brands: string[] } {
  if (version <= 4) return { solid: ['all'], brands: [] };
  if (version === 5) return { solid: ['fas', 'solid'], brands: ['fab', 'brands'] };
  return { solid: ['solid', 'classic_solid', 'fas'], brands: ['brands', 'classic_brands', 'fab'] };
}

function offered(def: FieldDefinition, version: number): FontAwesomeIcon[] {
  const sets = Array.isArray(def.settings.icon_sets) ? def.settings.icon_sets.filter((set): set is string => typeof set === 'string') : [];
  if (sets.length === 0) return [...FONT_AWESOME_SOLID];
  const names = setNames(version);
  return [
    ...(sets.some((set) => names.solid.includes(set)) ? FONT_AWESOME_SOLID : []),
    ...(sets.some((set) => names.brands.includes(set)) ? FONT_AWESOME_BRANDS : []),
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
  const version = Number(def.settings.fa_major_version ?? 7);
  const icons = offered(def, version);
  if (icons.length === 0) return s.SKIP;
  return s.scalar({ kind: 'choice', choices: icons.map((icon) => ({ value: fontAwesomeValue(icon, version), label: icon.label })), multiple: false });
}
