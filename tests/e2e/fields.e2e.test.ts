import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { need, readStackEnv, REPO_ROOT } from '../support/stack-env.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * Field-plugin fields end to end: an mu-plugin loads the test double of ACF's documented API
 * (tests/php/fixtures/field-plugins/acf-double.php) and registers a field group through it, the
 * shell's ACF adapter puts the group into the host context, and generation through the REST API
 * writes the values in ACF's storage format, read back inside WordPress.
 */

const site = new WordPressSite();
const MU_DIR = `${need(readStackEnv(), 'SEEDPRESS_WP_PATH')}/wp-content/mu-plugins`;
const MU_PLUGIN = `${MU_DIR}/seedpress-e2e-acf-double.php`;
const createdDir = !existsSync(MU_DIR);

const REGISTRATION = `<?php
require_once ${JSON.stringify(`${REPO_ROOT}tests/php/fixtures/field-plugins/acf-double.php`)};
acf_add_local_field_group( array(
  'key' => 'group_e2e', 'title' => 'E2E',
  'location' => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ) ) ),
  'fields' => array(
    array( 'key' => 'field_e2e_price', 'name' => 'price', 'label' => 'Price', 'type' => 'number', 'min' => '5', 'max' => '50', 'step' => '1' ),
    array( 'key' => 'field_e2e_email', 'name' => 'contact_email', 'label' => 'E-mail', 'type' => 'email', 'required' => 1 ),
    array( 'key' => 'field_e2e_size', 'name' => 'size', 'label' => 'Size', 'type' => 'select', 'choices' => array( 's' => 'Small', 'm' => 'Medium' ) ),
    array( 'key' => 'field_e2e_specs', 'name' => 'specs', 'label' => 'Specs', 'type' => 'repeater', 'min' => '2', 'max' => '2',
      'sub_fields' => array( array( 'key' => 'field_e2e_spec', 'name' => 'spec', 'label' => 'Spec', 'type' => 'text' ) ) ),
  ),
) );
`;

beforeAll(() => {
  mkdirSync(MU_DIR, { recursive: true });
  writeFileSync(MU_PLUGIN, REGISTRATION);
});

afterAll(async () => {
  rmSync(MU_PLUGIN, { force: true });
  if (createdDir) rmSync(MU_DIR, { recursive: true, force: true });
  await site.api('DELETE', '/cleanup/all', { as: 'admin' });
});

describe('ACF fields through WordPress', () => {
  it('reports ACF as the active, primary adapter and its fields with their detected types', async () => {
    // Action
    const plugins = await site.api('GET', '/field-plugins', { as: 'admin' });
    const fields = await site.api('GET', '/fields/post', { as: 'admin' });

    // Assert
    expect(plugins.status).toBe(200);
    const adapters = plugins.body as { primary: string; adapters: unknown[] };
    expect(adapters.primary).toBe('Advanced Custom Fields PRO');
    expect(adapters.adapters[0]).toEqual({ name: 'Advanced Custom Fields PRO', slug: 'acf', version: '6.3.0', active: true, primary: true });
    expect(fields.status).toBe(200);
    expect((fields.body as { fields: Array<{ name: string; detected_type: string }> }).fields.map((f) => [f.name, f.detected_type])).toEqual([
      ['price', 'price'],
      ['contact_email', 'email'],
      // Its choices (Small, Medium) are its meaning: a choice of words, not a measured dimension.
      ['size', 'text'],
      ['specs', ''],
    ]);
  });

  it('writes every field in ACF storage format, read back inside WordPress', async () => {
    // Action
    const res = await site.api('POST', '/generate/posts', { as: 'admin', body: { post_type: 'post', count: 3, enable_variation: false, auto_comments: false, set_featured_image: false } });

    // Assert
    expect(res.status).toBe(200);
    const stored = JSON.parse(runWordPressPhp(`
      $out = array();
      foreach (json_decode(stream_get_contents(STDIN)) as $id) {
        $out[] = array_map(fn($k) => get_post_meta($id, $k, true), array('price', '_price', 'contact_email', '_contact_email', 'size', 'specs', '_specs', 'specs_0_spec', '_specs_1_spec'));
      }
      echo wp_json_encode($out);
    `, JSON.stringify((res.body as { ids: number[] }).ids))) as string[][];
    expect(stored).toHaveLength(3);
    for (const [price, priceKey, email, emailKey, size, specs, specsKey, spec, specKey] of stored) {
      expect(Number(price)).toBeGreaterThanOrEqual(5);
      expect(Number(price)).toBeLessThanOrEqual(50);
      expect(Number.isInteger(Number(price))).toBe(true);
      expect([priceKey, emailKey, specsKey, specKey]).toEqual(['field_e2e_price', 'field_e2e_email', 'field_e2e_specs', 'field_e2e_spec']);
      expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(['s', 'm']).toContain(size);
      expect(specs).toBe('2');
      expect(spec).toMatch(/\S/);
    }
  });
});
