/** Existing things a relational field may point at, loaded once per run. */
export interface ReferencePools {
  /** Published posts of these types (all generatable types when empty). */
  posts(postTypes: readonly string[]): readonly number[];
  /** Terms of these taxonomies (every taxonomy when empty). */
  terms(taxonomies: readonly string[]): ReadonlyArray<{ termId: number; termTaxonomyId: number; taxonomy: string }>;
  /** Users with one of these roles (any role when empty). */
  users(roles: readonly string[]): readonly number[];
  /** Images of the media library. */
  attachments(): readonly number[];
}
