import type { FieldDefinition } from '../../../contract/field-definition.js';
import type { FieldValue } from '../field-value.js';
import { phpArray, type PhpValue } from '../../../core-parity/php-value.js';
import { numberSetting } from './field-value-reader.js';

/** The add-on release whose save path this follows; update_value() stamps its own version on every value. */
const ADD_ON_VERSION = '1.6.1';

/**
 * open_street_map, the "ACF OpenStreetMap Field" add-on (mcguffin/acf-openstreetmap-field 1.6.1,
 * include/ACFFieldOpenstreetmap/Field/OpenStreetMap.php update_value() and sanitize_value('update')): the map
 * editor's JSON (src/js/lib/media/views/map-input.js: the map's centre, zoom, markers and layers, keys in the order
 * of the value it was started from) decoded, with the first marker's label as `address` and the add-on's version
 * last. The place is one marker at the map's centre, labelled with its address, as a search result sets it; a
 * field with `max_markers` 0 keeps the view alone. Layers are the field's own (`layers`, OpenStreetMap.Mapnik
 * by default), which the editor starts from.
 */
export function openStreetMapValue(def: FieldDefinition, place: Extract<FieldValue, { kind: 'map' }>): PhpValue {
  const withMarker = numberSetting(def, 'max_markers') !== 0;
  const marker = phpArray([['label', place.address], ['default_label', place.address], ['lat', place.lat], ['lng', place.lng], ['geocode', []]]);
  return phpArray([
    ['lat', place.lat],
    ['lng', place.lng],
    ['zoom', Math.trunc(place.zoom)],
    ['markers', withMarker ? [marker] : []],
    ['address', withMarker ? place.address : ''],
    ['layers', layersOf(def)],
    ['version', ADD_ON_VERSION],
  ]);
}

function layersOf(def: FieldDefinition): string[] {
  const layers = Array.isArray(def.settings.layers) ? def.settings.layers.filter((layer): layer is string => typeof layer === 'string' && layer !== '') : [];
  return layers.length > 0 ? layers : ['OpenStreetMap.Mapnik'];
}
