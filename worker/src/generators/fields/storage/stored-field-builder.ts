import type { MetaRow, PodsRelation, StoredField } from '../field-value.js';
import { metaString, type PhpValue } from '../../../core-parity/php-value.js';

/** Collects the rows (and related terms) one top-level field writes, in the order the plugin writes them. */
export class StoredFieldBuilder {
  private readonly rows: MetaRow[] = [];
  private readonly related: StoredField['terms'] = [];
  private readonly podsRows: PodsRelation[] = [];

  row(key: string, value: PhpValue): this {
    this.rows.push([key, metaString(value)]);
    return this;
  }

  /** One row per value under the same key, the way add_metadata() is called in a loop. */
  rowPerValue(key: string, values: PhpValue[]): this {
    for (const value of values) this.row(key, value);
    return this;
  }

  relate(taxonomy: string, termIds: number[]): this {
    for (const termId of termIds) this.related.push({ taxonomy, termId });
    return this;
  }

  /** wp_podsrel rows, weighted in the order of the ids. */
  podsRelations(podId: number, fieldId: number, relatedIds: number[]): this {
    relatedIds.forEach((relatedItemId, weight) => this.podsRows.push({ podId, fieldId, relatedItemId, weight }));
    return this;
  }

  build(): StoredField {
    const stored: StoredField = { meta: [...this.rows], terms: [...this.related] };
    return this.podsRows.length > 0 ? { ...stored, podsRelations: [...this.podsRows] } : stored;
  }
}
