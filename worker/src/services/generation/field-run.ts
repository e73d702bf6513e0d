import type { FieldDefinition } from '../../contract/field-definition.js';
import type { HostContext } from '../../contract/host-context.js';
import type { Database } from '../../db/database.js';
import { libraryImageIds } from '../../db/repositories/post.repository.js';
import { ReferenceRepository } from '../../db/repositories/reference.repository.js';
import { TermWriteRepository } from '../../db/repositories/term.repository.js';
import type { StorageContext } from '../../generators/fields/field-value.js';
import type { ReferencePools } from '../../generators/fields/reference-pools.js';
import { storageFor } from '../../generators/fields/storage/storage-registry.js';
import type { PluginField } from '../fields/field-catalog.js';
import { relatedPostsNeeded, type DependencyService } from '../fields/dependency.service.js';
import type { FieldDetectionService } from '../fields/field-detection.service.js';

/** What plugin fields of one run need from the site, read once before planning. */
export interface FieldRun {
  pools: ReferencePools;
  site: StorageContext;
  /** term id → term_taxonomy id, for terms a field plugin also relates to the post. */
  termTaxonomyIds: ReadonlyMap<number, number>;
}

interface Needs {
  postTypes: Set<string>;
  taxonomies: Set<string>;
  roles: Set<string>;
  anyPost: boolean;
  anyTerm: boolean;
  anyUser: boolean;
  attachments: boolean;
}

/** Adds the names; true when there are none, i.e. the field accepts any. */
function addAll(into: Set<string>, names: readonly string[]): boolean {
  for (const n of names) into.add(n);
  return names.length === 0;
}

function collectNeeds(fields: readonly PluginField[]): Needs {
  const needs: Needs = { postTypes: new Set(), taxonomies: new Set(), roles: new Set(), anyPost: false, anyTerm: false, anyUser: false, attachments: false };
  for (const { plugin, def } of fields) {
    const storage = storageFor(plugin);
    const visit = (d: FieldDefinition): void => {
      const shape = storage.shape(d);
      if (shape.kind === 'posts') needs.anyPost = addAll(needs.postTypes, shape.postTypes) || needs.anyPost;
      if (shape.kind === 'terms') needs.anyTerm = addAll(needs.taxonomies, shape.taxonomies) || needs.anyTerm;
      if (shape.kind === 'users') needs.anyUser = addAll(needs.roles, shape.roles) || needs.anyUser;
      if (shape.kind === 'attachments') needs.attachments = true;
      for (const sub of d.sub_fields ?? []) visit(sub);
      for (const layout of d.layouts ?? []) for (const sub of layout.sub_fields) visit(sub);
    };
    visit(def);
  }
  return needs;
}

/** Content types a field open to "any post type" may point at: those with an admin screen. */
function contentTypes(host: HostContext): string[] {
  return Object.values(host.post_types).filter((t) => t.show_ui && t.name !== 'attachment').map((t) => t.name);
}

async function loadFieldRun(db: Database, host: HostContext, fields: readonly PluginField[], capabilitiesKey: string): Promise<FieldRun> {
  const needs = collectNeeds(fields);
  const refs = new ReferenceRepository(db);
  const postTypes = needs.anyPost ? contentTypes(host) : [...needs.postTypes].filter((t) => host.post_types[t]);
  const taxonomies = needs.anyTerm ? Object.keys(host.taxonomies) : [...needs.taxonomies].filter((t) => host.taxonomies[t]);
  const wantsUsers = needs.anyUser || needs.roles.size > 0;
  const [posts, terms, users, images] = await Promise.all([
    refs.publishedPosts(postTypes),
    new TermWriteRepository(db).inTaxonomies(taxonomies),
    wantsUsers ? refs.userIds(capabilitiesKey, needs.anyUser ? [] : [...needs.roles]) : Promise.resolve([]),
    needs.attachments ? libraryImageIds(db) : Promise.resolve([]),
  ]);
  const files = await refs.attachedFiles(images);
  const typeOf = new Map(posts.map((p) => [p.id, p.type]));
  const taxonomyOf = new Map(terms.map((t) => [t.termId, t.taxonomy]));
  const slugOf = new Map(terms.map((t) => [t.termId, t.slug]));
  const baseUrl = host.uploads.baseurl.replace(/\/$/, '');
  // Role filters are applied when loading: a field asking for roles gets only those users.
  return {
    pools: {
      posts: (types) => posts.filter((p) => types.length === 0 || types.includes(p.type)).map((p) => p.id),
      terms: (taxes) => terms.filter((t) => taxes.length === 0 || taxes.includes(t.taxonomy)),
      users: () => users,
      attachments: () => images,
    },
    site: {
      attachmentUrl: (id) => (files.has(id) ? `${baseUrl}/${files.get(id)}` : ''),
      postTypeOf: (id) => typeOf.get(id) ?? 'post',
      taxonomyOf: (termId) => taxonomyOf.get(termId) ?? '',
      termSlugOf: (termId) => slugOf.get(termId) ?? '',
    },
    termTaxonomyIds: new Map(terms.map((t) => [t.termId, t.termTaxonomyId])),
  };
}

/** What plugin fields give a post run: their detected types, the site's reference pools, and the related posts they lack. */
export class FieldRunSource {
  constructor(private readonly db: Database, private readonly detection: FieldDetectionService, private readonly dependencies: DependencyService) {}

  /** Null for a run without plugin fields. `capabilitiesKey`: of the users fields may point at. */
  async load(host: HostContext, postType: string, fields: readonly PluginField[], capabilitiesKey: string): Promise<{ run: FieldRun; detected: Map<string, string> } | null> {
    if (fields.length === 0) return null;
    const [detected, run] = await Promise.all([this.detection.detect(host, postType, fields), loadFieldRun(this.db, host, fields, capabilitiesKey)]);
    return { run, detected: new Map([...detected].map(([key, d]) => [key, d.type])) };
  }

  /** How many posts of each other type the type's relational fields lack (`overrides`: related_cpt_options). */
  async relatedNeeded(host: HostContext, postType: string, overrides: Record<string, Record<string, unknown>> | undefined): Promise<Map<string, number>> {
    return relatedPostsNeeded(await this.dependencies.report(host, postType), postType, overrides);
  }
}
