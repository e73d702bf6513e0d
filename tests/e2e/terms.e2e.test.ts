import type { TermGenerationResult } from '../../worker/src/services/generation/term-generation.service.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * POST /generate/terms through WordPress, read back with core's own functions: get_term(),
 * get_term_children(), _get_term_hierarchy() and get_term_meta().
 */

const site = new WordPressSite();

/** What core reads back of the given terms of a taxonomy. */
function coreView(taxonomy: string, ids: number[]): { terms: Array<{ id: number; parent: number; name: string; slug: string; description: string; flag: string }>; childrenOption: unknown; hierarchy: unknown; childCounts: number[] } {
  return JSON.parse(runWordPressPhp(`
    [$taxonomy, $ids] = json_decode(stream_get_contents(STDIN), true);
    $terms = array_map(function ($id) use ($taxonomy) {
      $t = get_term($id, $taxonomy);
      return $t ? ['id' => $t->term_id, 'parent' => $t->parent, 'name' => $t->name, 'slug' => $t->slug, 'description' => $t->description, 'flag' => get_term_meta($id, '_seedpress_generated', true)] : null;
    }, $ids);
    $stored = get_option("{$taxonomy}_children");
    delete_option("{$taxonomy}_children");
    echo json_encode(['terms' => $terms, 'childrenOption' => $stored, 'hierarchy' => _get_term_hierarchy($taxonomy),
      'childCounts' => array_map(fn($id) => count(get_term_children($id, $taxonomy)), $ids)]);
  `, JSON.stringify([taxonomy, ids])));
}

const termCount = (): number => Number(runWordPressPhp('global $wpdb; echo $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->terms");'));

async function remove(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const res = await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'term', ids } });
  expect(res.status).toBe(200);
}

describe('POST /generate/terms through WordPress', () => {
  it('builds a 3 × 3 category tree of 39 terms whose parents, children and hierarchy option core reads back', async () => {
    // Action
    const res = await site.api('POST', '/generate/terms', { as: 'admin', body: { taxonomy: 'category', generate_hierarchy: true, depth: 3, breadth: 3, seed: 11 } });

    // Assert
    const body = res.body as TermGenerationResult;
    try {
      expect(res.status).toBe(200);
      expect(body).toEqual({ success: true, count: 39, ids: expect.any(Array), deleted_count: 0, message: '39 terms generated successfully in Categories', warnings: [], time_saved: '58 minutes', seed: 11 });
      const view = coreView('category', body.ids);
      expect(view.terms).toHaveLength(39);
      const top = view.terms.filter((t) => t.parent === 0);
      expect(top).toHaveLength(3);
      expect(top.map((t) => view.childCounts[body.ids.indexOf(t.id)])).toEqual([12, 12, 12]);
      const ids = new Set(body.ids);
      expect(view.terms.filter((t) => t.parent !== 0 && !ids.has(t.parent))).toEqual([]);
      expect(view.terms.filter((t) => t.flag !== '1' || t.description === '' || t.name === '')).toEqual([]);
      expect(new Set(view.terms.map((t) => t.slug)).size).toBe(39);
      expect(view.childrenOption).toEqual(view.hierarchy);
    } finally {
      await remove(body.ids ?? []);
    }
  });

  it('keeps a non-hierarchical taxonomy flat and makes `count` terms', async () => {
    // Action
    const res = await site.api('POST', '/generate/terms', { as: 'admin', body: { taxonomy: 'post_tag', count: 4, generate_hierarchy: true, depth: 3, breadth: 3 } });

    // Assert
    const body = res.body as TermGenerationResult;
    try {
      expect(res.status).toBe(200);
      expect(body.count).toBe(4);
      expect(coreView('post_tag', body.ids).terms.map((t) => t.parent)).toEqual([0, 0, 0, 0]);
    } finally {
      await remove(body.ids ?? []);
    }
  });

  it('names a tree in the content locale, the same again for the same seed on the same site', async () => {
    // Action: the second run first removes the first, so it finds the site as the first did.
    const body = { generate_hierarchy: true, depth: 2, breadth: 2, locale: 'de_DE', seed: 5 };
    const first = (await site.api('POST', '/generate/terms', { as: 'admin', body })).body as TermGenerationResult;
    const firstTerms = coreView('category', first.ids).terms;
    const res = await site.api('POST', '/generate/terms', { as: 'admin', body: { ...body, delete_existing: true } });

    // Assert
    const second = res.body as TermGenerationResult;
    try {
      expect([res.status, second.deleted_count]).toEqual([200, 6]);
      const sections = ['Haus & Garten', 'Reisen', 'Essen & Trinken', 'Arbeit & Geld', 'Technik', 'Gesundheit', 'Kultur', 'Stadtleben', 'Sport & Natur', 'Familie & Gemeinschaft'];
      expect(firstTerms.filter((t) => t.parent === 0).every((t) => sections.includes(t.name))).toBe(true);
      expect(coreView('category', second.ids).terms.map((t) => [t.name, t.slug])).toEqual(firstTerms.map((t) => [t.name, t.slug]));
    } finally {
      await remove(second.ids ?? []);
    }
  });

  it('with delete_existing, removes the generated terms of that taxonomy first', async () => {
    // Setup
    const first = (await site.api('POST', '/generate/terms', { as: 'admin', body: { taxonomy: 'category', count: 3 } })).body as TermGenerationResult;

    // Action
    const res = await site.api('POST', '/generate/terms', { as: 'admin', body: { taxonomy: 'category', count: 2, delete_existing: true } });

    // Assert
    const body = res.body as TermGenerationResult;
    try {
      expect(res.status).toBe(200);
      expect([body.count, body.deleted_count]).toEqual([2, 3]);
      expect(coreView('category', first.ids).terms).toEqual([null, null, null]);
    } finally {
      await remove(body.ids ?? []);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an unknown taxonomy', { taxonomy: 'zz_nope' }, 'invalid_taxonomy', 'Taxonomy "zz_nope" is not registered.'],
    ...['post_format', 'nav_menu', 'wp_theme', 'wp_template_part_area', 'wp_pattern_category'].map((taxonomy): [string, Record<string, unknown>, string, string] => [
      `WordPress's own ${taxonomy}`, { taxonomy }, 'invalid_taxonomy', `Taxonomy "${taxonomy}" is internal to WordPress (it is WordPress's own data, written by core itself); SeedPress does not generate its terms.`,
    ]),
    ['a tree of more than 500 terms', { generate_hierarchy: true, depth: 4, breadth: 5 }, 'invalid_parameter', 'A tree 4 levels deep and 5 wide has 780 terms; at most 500 are made at once. Lower depth or breadth.'],
  ])('answers 400 for %s and writes nothing', async (_case, body, code, message) => {
    // Setup
    const before = termCount();

    // Action
    const res = await site.api('POST', '/generate/terms', { as: 'admin', body });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code, message });
    expect(termCount()).toBe(before);
  });
});
