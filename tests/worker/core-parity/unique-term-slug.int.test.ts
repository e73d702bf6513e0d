import { uniqueTermSlug } from '../../../worker/src/core-parity/unique-term-slug.js';
import { runWordPressPhp } from '../../support/wordpress-php.js';

interface Oracle {
  answers: Array<{ slug: string; parent: number; taxonomy: string; core: string }>;
  slugs: Array<{ slug: string; taxonomy: string }>;
  parents: Record<string, { slug: string; parent: number }>;
}

/**
 * Inside a transaction that is rolled back: terms made with wp_insert_term(), then the site's own
 * wp_unique_term_slug() asked for new terms' slugs, with the terms table as it was then.
 */
function askWordPress(): Oracle {
  return JSON.parse(runWordPressPhp(`
    global $wpdb;
    $wpdb->query('START TRANSACTION');
    $id = fn($name, $taxonomy, $parent = 0, $slug = '') => wp_insert_term($name, $taxonomy, array_filter(['parent' => $parent, 'slug' => $slug]))['term_id'];
    $travel = $id('Zz Travel', 'category');
    $europe = $id('Zz Europe', 'category', $travel);
    $city = $id('Zz City', 'category');
    $id('Zz City Europe', 'category', 0, 'zz-city-zz-europe');
    $id('Zz News', 'post_tag');
    $id('Zz News 2', 'post_tag', 0, 'zz-news-2');
    $id('Zz Rome', 'post_tag');
    $queries = [['zz-city', $europe, 'category'], ['zz-travel', 0, 'category'], ['zz-news', 0, 'post_tag'], ['zz-rome', $travel, 'category'], ['zz-europe', $city, 'category']];
    $answers = array_map(fn($q) => ['slug' => $q[0], 'parent' => $q[1], 'taxonomy' => $q[2], 'core' => wp_unique_term_slug($q[0], (object) ['taxonomy' => $q[2], 'parent' => $q[1]])], $queries);
    $slugs = $wpdb->get_results("SELECT t.slug, COALESCE(tt.taxonomy, '') AS taxonomy FROM $wpdb->terms t LEFT JOIN $wpdb->term_taxonomy tt USING (term_id) WHERE t.slug LIKE 'zz-%'", ARRAY_A);
    $parents = [];
    foreach ([$travel, $europe, $city] as $term) { $t = get_term($term); $parents[$term] = ['slug' => $t->slug, 'parent' => $t->parent]; }
    $wpdb->query('ROLLBACK');
    echo json_encode(['answers' => $answers, 'slugs' => $slugs, 'parents' => $parents]);
  `)) as Oracle;
}

describe('uniqueTermSlug against WordPress', () => {
  it('gives the slug the site\'s wp_unique_term_slug() gives: parents\' slugs, numbers, other taxonomies', () => {
    // Setup
    const oracle = askWordPress();

    // Action
    const ours = oracle.answers.map(({ slug, parent, taxonomy }) => uniqueTermSlug(slug, { parent, hierarchical: taxonomy === 'category' }, {
      inTaxonomy: new Set(oracle.slugs.filter((s) => s.taxonomy === taxonomy).map((s) => s.slug)),
      anywhere: new Set(oracle.slugs.map((s) => s.slug)),
      parentOf: (id) => oracle.parents[String(id)],
    }));

    // Assert
    expect(ours).toEqual(oracle.answers.map((a) => a.core));
    expect(ours).toEqual(['zz-city-zz-europe-zz-travel', 'zz-travel-2', 'zz-news-3', 'zz-rome', 'zz-europe-zz-city']);
  });
});
