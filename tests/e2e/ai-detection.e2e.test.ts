import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { startAiStandIn, STAND_IN_KEY, type AiStandIn } from '../support/ai-stand-in.js';
import { startPhpServer, startWorker, type RunningProcess } from '../support/processes.js';
import { need, REPO_ROOT } from '../support/stack-env.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * Tier 2 end to end: a field group (through the test double of ACF's documented API) whose fields
 * tier 1 cannot decide, AI detection on with OpenAI as the provider, and a worker whose OpenAI
 * address is the local stand-in. GET /fields asks the stand-in once for the whole group; the test
 * reads what WordPress's worker sent it, what it made of the answer, what it cached, and what
 * generation then wrote.
 */

const POST_TYPE = 'sp_ai_event';
const stackSite = new WordPressSite();
const MU_DIR = `${need(stackSite.env, 'SEEDPRESS_WP_PATH')}/wp-content/mu-plugins`;
const MU_PLUGIN = `${MU_DIR}/seedpress-e2e-ai-detection.php`;
const createdDir = !existsSync(MU_DIR);

const REGISTRATION = `<?php
require_once ${JSON.stringify(`${REPO_ROOT}tests/php/fixtures/field-plugins/acf-double.php`)};
add_action( 'init', static function (): void {
  register_post_type( '${POST_TYPE}', array( 'label' => 'Festival entries', 'public' => true, 'show_in_rest' => true, 'supports' => array( 'title', 'editor', 'custom-fields' ) ) );
} );
acf_add_local_field_group( array(
  'key' => 'group_ai', 'title' => 'Festival entry',
  'location' => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => '${POST_TYPE}' ) ) ),
  'fields' => array(
    array( 'key' => 'field_ai_jv', 'name' => 'jv', 'label' => 'JV', 'type' => 'number', 'min' => '1', 'max' => '5', 'step' => '1', 'instructions' => 'Given by the jury' ),
    array( 'key' => 'field_ai_ct', 'name' => 'ct', 'label' => 'CT', 'type' => 'number', 'placeholder' => 'jury desk' ),
    array( 'key' => 'field_ai_reach', 'name' => 'reach', 'label' => 'Reach', 'type' => 'text', 'instructions' => 'Where the jury writes to' ),
    array( 'key' => 'field_ai_jury', 'name' => 'jury', 'label' => 'Jury', 'type' => 'text', 'instructions' => 'Contact e-mail', 'placeholder' => 'Full name' ),
    array( 'key' => 'field_ai_tier', 'name' => 'tier', 'label' => 'Tier', 'type' => 'select', 'choices' => array( 'g' => 'Gold', 's' => 'Silver' ) ),
    array( 'key' => 'field_ai_pic', 'name' => 'pic', 'label' => 'Pic', 'type' => 'image', 'return_format' => 'id' ),
    array( 'key' => 'field_ai_lineup', 'name' => 'lineup', 'label' => 'Line-up', 'type' => 'repeater', 'min' => '2', 'max' => '2',
      'sub_fields' => array(
        array( 'key' => 'field_ai_who', 'name' => 'who', 'label' => 'Who', 'type' => 'text', 'prepend' => 'Act' ),
        array( 'key' => 'field_ai_city', 'name' => 'city', 'label' => 'City', 'type' => 'text' ),
      ) ),
    array( 'key' => 'field_ai_site', 'name' => 'website', 'label' => 'Website', 'type' => 'url' ),
  ),
) );
`;

/** The model's answer: five that fit, an e-mail address for a number field, a key nobody asked about. */
const ANSWER = JSON.stringify({ field_ai_jv: 'rating', field_ai_ct: 'email', field_ai_reach: 'email', field_ai_jury: 'full_name', field_ai_pic: 'image_portrait', field_ai_who: 'full_name', field_unasked: 'email' });

/**
 * Each field as the prompt must show it: the field, its surroundings, the fields beside it (the
 * nearest six of its group, the one above first; the other sub-fields of its repeater), tier 1's
 * guess and the types it hesitated between.
 */
const EXPECTED_LINES = [
  {
    key: 'field_ai_jv', name: 'jv', label: 'JV', type: 'number', plugin: 'acf', instructions: 'Given by the jury', group: 'Festival entry', min: 1, max: 5, step: 1,
    // Seven fields beside it: the farthest, the website, is left out.
    neighbours: ['ct: CT', 'reach: Reach', 'jury: Jury', 'tier: Tier', 'pic: Pic', 'lineup: Line-up'],
    guess: { type: 'rating', evidence: 'bounds 1–5 step 1' },
  },
  {
    key: 'field_ai_ct', name: 'ct', label: 'CT', type: 'number', plugin: 'acf', placeholder: 'jury desk', group: 'Festival entry',
    neighbours: ['jv: JV', 'reach: Reach', 'jury: Jury', 'tier: Tier', 'pic: Pic', 'lineup: Line-up'],
    guess: { type: 'number', evidence: 'field type "number"' },
  },
  {
    key: 'field_ai_reach', name: 'reach', label: 'Reach', type: 'text', plugin: 'acf', instructions: 'Where the jury writes to', group: 'Festival entry',
    neighbours: ['ct: CT', 'jury: Jury', 'jv: JV', 'tier: Tier', 'pic: Pic', 'lineup: Line-up'],
  },
  // Its help text and its placeholder point apart: tier 2 is asked between the two, with why.
  {
    key: 'field_ai_jury', name: 'jury', label: 'Jury', type: 'text', plugin: 'acf', instructions: 'Contact e-mail', placeholder: 'Full name', group: 'Festival entry',
    neighbours: ['reach: Reach', 'tier: Tier', 'ct: CT', 'pic: Pic', 'jv: JV', 'lineup: Line-up'],
    guess: { type: 'email', evidence: 'instructions part "e_mail"' },
    candidates: [{ type: 'email', evidence: 'instructions part "e_mail"' }, { type: 'full_name', evidence: 'placeholder "Full name"' }],
  },
  {
    key: 'field_ai_tier', name: 'tier', label: 'Tier', type: 'select', plugin: 'acf', choices: ['Gold', 'Silver'], group: 'Festival entry',
    neighbours: ['jury: Jury', 'pic: Pic', 'reach: Reach', 'lineup: Line-up', 'ct: CT', 'website: Website'],
  },
  {
    key: 'field_ai_pic', name: 'pic', label: 'Pic', type: 'image', plugin: 'acf', group: 'Festival entry', media: 'image',
    neighbours: ['tier: Tier', 'lineup: Line-up', 'jury: Jury', 'website: Website', 'reach: Reach', 'ct: CT'],
    guess: { type: 'image', evidence: 'field accepts an image' },
  },
  { key: 'field_ai_who', name: 'who', label: 'Who', type: 'text', plugin: 'acf', prepend: 'Act', group: 'Festival entry', parent: 'lineup', parentType: 'repeater', neighbours: ['city: City'] },
];

const forgetDetections = (): string =>
  runWordPressPhp(`global $wpdb; echo (int) $wpdb->delete( $wpdb->prefix . 'seedpress_field_detections', array( 'post_type' => '${POST_TYPE}' ) );`);

let standIn: AiStandIn;
let worker: RunningProcess;
let php: RunningProcess;
let site: WordPressSite;
let hadOpenAiKey = false;
let settingsBefore: { enabled: boolean; provider: string };

beforeAll(async () => {
  mkdirSync(MU_DIR, { recursive: true });
  writeFileSync(MU_PLUGIN, REGISTRATION);
  forgetDetections();
  standIn = await startAiStandIn();
  standIn.script({ kind: 'answer', text: ANSWER });
  worker = await startWorker(stackSite.env, { SEEDPRESS_OPENAI_URL: standIn.url, SEEDPRESS_OPENAI_MODEL: 'gpt-stand-in' });
  php = await startPhpServer(stackSite.env, { SEEDPRESS_WORKER_URL: worker.url });
  site = stackSite.at(php.url);
  const before = (await site.api('GET', '/settings/ai', { as: 'admin' })).body as { settings: { enabled: boolean; provider: string; providers: Record<string, { has_api_key: boolean }> } };
  settingsBefore = { enabled: before.settings.enabled, provider: before.settings.provider };
  hadOpenAiKey = before.settings.providers.ai_a?.has_api_key === true;
  const saved = await site.api('POST', '/settings/ai', { as: 'admin', body: { enabled: true, provider: 'ai_a', ai_a_api_key: STAND_IN_KEY } });
  if (saved.status !== 200) throw new Error(`POST /settings/ai: ${saved.status} ${JSON.stringify(saved.body)}`);
}, 60_000);

afterAll(async () => {
  await site?.api('DELETE', '/cleanup/all', { as: 'admin' });
  if (settingsBefore) await site.api('POST', '/settings/ai', { as: 'admin', body: { ...settingsBefore, ...(hadOpenAiKey ? {} : { ai_a_api_key: '' }) } });
  forgetDetections();
  await php?.stop();
  await worker?.stop();
  await standIn?.close();
  rmSync(MU_PLUGIN, { force: true });
  if (createdDir) rmSync(MU_DIR, { recursive: true, force: true });
});

describe('AI field detection (tier 2) through WordPress', () => {
  it('sends the provider every unsure field with its evidence and a prompt naming the candidate types', async () => {
    // Action
    const res = await site.api('GET', `/fields/${POST_TYPE}`, { as: 'admin' });

    // Assert
    expect(res.status).toBe(200);
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.provider).toBe('openai');
    expect(request!.headers.authorization).toBe(`Bearer ${STAND_IN_KEY}`);
    const body = request!.body as { model: string; temperature: number; max_completion_tokens: number; messages: Array<{ role: string; content: string }> };
    expect(body).toEqual({
      model: 'gpt-stand-in',
      temperature: 0,
      max_completion_tokens: 60 + 30 * EXPECTED_LINES.length,
      messages: [
        { role: 'system', content: 'You classify custom fields of a WordPress site by the kind of data they hold. You answer with one JSON object and nothing else.' },
        { role: 'user', content: expect.any(String) },
      ],
    });
    const prompt = body.messages[1]!.content.split('\n');
    expect(prompt[0]).toBe(`Post type: ${POST_TYPE}`);
    expect(prompt.filter((line) => line.startsWith('{"key":')).map((line) => JSON.parse(line) as unknown)).toEqual(EXPECTED_LINES);
    // The candidate types, among them those tier 1 cannot tell apart by name.
    for (const line of ['email: E-mail address', 'rating: Rating', 'full_name: Full name', 'image_logo: Logo', 'image_portrait: Portrait photo of a person', 'full_address: Full address', 'street_address: Street address']) {
      expect(prompt).toContain(line);
    }
    expect(prompt).toContain('Tell apart what names alone do not:');
    expect(prompt).toContain('- "candidates" are the types the pattern matcher hesitated between, each with the words that pointed at it: answer one of them unless the rest clearly says another known type.');
  });

  it("uses the stand-in's answers that fit their fields, drops the one that does not, and caches the result", async () => {
    // Action
    const res = await site.api('GET', `/fields/${POST_TYPE}`, { as: 'admin' });

    // Assert: answered from the cache, the provider is not asked again.
    expect(res.status).toBe(200);
    expect(standIn.requests).toHaveLength(1);
    const fields = (res.body as { fields: Array<{ name: string; detected_type?: string }> }).fields;
    expect(fields.map((f) => [f.name, f.detected_type])).toEqual([
      ['jv', 'rating'],
      ['ct', 'number'],
      ['reach', 'email'],
      ['jury', 'full_name'],
      ['tier', 'text'],
      ['pic', 'image_portrait'],
      ['lineup', ''],
      ['website', 'url'],
    ]);
    const rows = JSON.parse(runWordPressPhp(`global $wpdb; echo wp_json_encode( $wpdb->get_results( $wpdb->prepare( "SELECT field_key, field_name, detected_type, confidence, source FROM {$wpdb->prefix}seedpress_field_detections WHERE post_type = %s ORDER BY field_key", '${POST_TYPE}' ), ARRAY_A ) );`)) as unknown;
    expect(rows).toEqual([
      { field_key: 'field_ai_city', field_name: 'city', detected_type: 'city', confidence: '0.950', source: 'pattern' },
      { field_key: 'field_ai_ct', field_name: 'ct', detected_type: 'number', confidence: '0.600', source: 'field_type' },
      { field_key: 'field_ai_jury', field_name: 'jury', detected_type: 'full_name', confidence: '0.850', source: 'ai' },
      { field_key: 'field_ai_jv', field_name: 'jv', detected_type: 'rating', confidence: '0.850', source: 'ai' },
      { field_key: 'field_ai_pic', field_name: 'pic', detected_type: 'image_portrait', confidence: '0.850', source: 'ai' },
      { field_key: 'field_ai_reach', field_name: 'reach', detected_type: 'email', confidence: '0.850', source: 'ai' },
      { field_key: 'field_ai_site', field_name: 'website', detected_type: 'url', confidence: '0.950', source: 'pattern' },
      { field_key: 'field_ai_tier', field_name: 'tier', detected_type: 'text', confidence: '0.300', source: 'fallback' },
      { field_key: 'field_ai_who', field_name: 'who', detected_type: 'full_name', confidence: '0.850', source: 'ai' },
    ]);
  });

  it('fills the fields as detected: an e-mail address where tier 2 said so, a number where its e-mail answer was dropped, names in the repeater and for the jury', async () => {
    // Action
    const res = await site.api('POST', '/generate/posts', { as: 'admin', body: { post_type: POST_TYPE, count: 3, enable_variation: false, auto_comments: false, set_featured_image: false } });

    // Assert
    expect(res.status).toBe(200);
    const ids = (res.body as { ids: number[] }).ids;
    expect(ids).toHaveLength(3);
    const stored = JSON.parse(runWordPressPhp(`
      $out = array();
      foreach ( json_decode( stream_get_contents( STDIN ) ) as $id ) {
        $out[] = array_map( fn( $k ) => get_post_meta( $id, $k, true ), array( 'jv', 'ct', 'reach', 'tier', 'lineup', 'lineup_0_who', 'lineup_1_who', 'jury' ) );
      }
      echo wp_json_encode( $out );
    `, JSON.stringify(ids))) as string[][];
    for (const [jv, ct, reach, tier, lineup, who0, who1, jury] of stored) {
      expect(['1', '2', '3', '4', '5']).toContain(jv);
      expect(ct).toMatch(/^-?\d+(\.\d+)?$/);
      expect(reach).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      expect(['g', 's']).toContain(tier);
      expect(lineup).toBe('2');
      // Capitalised words, a generational suffix among them ("Asia Smitham V").
      for (const who of [who0, who1, jury]) expect(who).toMatch(/^\p{Lu}[\p{L}'’.-]+( \p{Lu}[\p{L}'’.-]*)+$/u);
    }
    expect(standIn.requests).toHaveLength(1);
  });
});
