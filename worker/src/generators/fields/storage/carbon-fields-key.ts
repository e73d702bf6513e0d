/**
 * Carbon Fields meta keys (core/Toolset/Key_Toolset.php get_storage_key()):
 * `_<root>|<descendants joined by ':'>|<group indexes joined by ':'>|<value index>|<property>`,
 * shortened to `_<root>` for the 'value' of a root field holding a single value or a property set.
 */
export interface CarbonPath {
  /** Field names from the root field down to this one. */
  hierarchy: string[];
  /** The complex-field group index at each ancestor level. */
  indexes: number[];
}

export function carbonKey(path: CarbonPath, simpleRoot: boolean, valueIndex: number, property: string): string {
  const [root = '', ...descendants] = path.hierarchy;
  if (simpleRoot && property === 'value') return `_${root}`;
  return `_${root}|${descendants.join(':')}|${path.indexes.join(':')}|${valueIndex}|${property}`;
}
