import { FieldDetectionRepository, type CachedDetection } from '../../../worker/src/db/repositories/field-detection.repository.js';
import { freshWorkerPerFile } from '../../support/worker-app.js';

const files = freshWorkerPerFile();

const row = (field_key: string, detected_type: string, source: string): CachedDetection => ({ field_key, field_name: field_key.replace(/^field_/, ''), detected_type, confidence: 0.9, source, evidence_hash: 'a'.repeat(64) });

/** Cached detections of three post types, from patterns and from the AI. */
async function seed(): Promise<void> {
  const cache = new FieldDetectionRepository(files.test.db);
  await files.test.db.deleteFrom('seedpress_field_detections').execute();
  await cache.upsert('post', [row('field_email', 'email', 'pattern'), row('field_xq', 'phone', 'ai')]);
  await cache.upsert('page', [row('field_city', 'city', 'ai')]);
  await cache.upsert('product', [row('field_price', 'price', 'pattern'), row('field_sku', 'sku', 'pattern')]);
}

const left = () => files.test.db.selectFrom('seedpress_field_detections').select(['post_type', 'field_key', 'source']).orderBy('post_type').orderBy('field_key').execute();

describe('DELETE /field-detections/{post_type}', () => {
  beforeEach(seed);

  it('clears the cached detections of one post type, from every source, and counts them', async () => {
    // Action
    const res = await files.worker.call('DELETE', '/field-detections/post');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Cleared 2 cached field detections of "post".', deleted: 2 });
    expect(await left()).toEqual([
      { post_type: 'page', field_key: 'field_city', source: 'ai' },
      { post_type: 'product', field_key: 'field_price', source: 'pattern' },
      { post_type: 'product', field_key: 'field_sku', source: 'pattern' },
    ]);
  });

  it('answers 0 for a post type without cached detections and changes nothing', async () => {
    // Action
    const res = await files.worker.call('DELETE', '/field-detections/attachment');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Cleared 0 cached field detections of "attachment".', deleted: 0 });
    expect(await left()).toHaveLength(5);
  });

  it('refuses a post type that is not registered, as the other post-type routes do, and changes nothing', async () => {
    // Action
    const res = await files.worker.call('DELETE', '/field-detections/product');

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_post_type', message: 'Post type "product" is not registered.' });
    expect(await left()).toHaveLength(5);
  });

  it('refuses a post type name longer than the schema allows and changes nothing', async () => {
    // Action
    const res = await files.worker.call('DELETE', `/field-detections/${'p'.repeat(65)}`);

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: 'Invalid parameter: post_type must NOT have more than 64 characters.' });
    expect(await left()).toHaveLength(5);
  });

  it('is open to the limited edition', async () => {
    // Action
    const res = await files.worker.call('DELETE', '/field-detections/page', undefined, 'lite');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Cleared 1 cached field detection of "page".', deleted: 1 });
  });
});

describe('DELETE /field-detections', () => {
  beforeEach(seed);

  it('clears every cached detection, pattern and AI alike, and counts them', async () => {
    // Action
    const res = await files.worker.call('DELETE', '/field-detections');
    const again = await files.worker.call('DELETE', '/field-detections', undefined, 'lite');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Cleared 5 cached field detections.', deleted: 5 });
    expect(again.body).toEqual({ success: true, message: 'Cleared 0 cached field detections.', deleted: 0 });
    expect(await left()).toEqual([]);
  });
});

describe('POST /settings/ai/clear-cache', () => {
  beforeEach(seed);

  it('clears the AI\'s detections of every post type and keeps those of the patterns', async () => {
    // Action
    const res = await files.worker.call('POST', '/settings/ai/clear-cache');

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Cleared 2 cached AI field detections.' });
    expect(await left()).toEqual([
      { post_type: 'post', field_key: 'field_email', source: 'pattern' },
      { post_type: 'product', field_key: 'field_price', source: 'pattern' },
      { post_type: 'product', field_key: 'field_sku', source: 'pattern' },
    ]);
  });

  it('is not part of the limited edition', async () => {
    // Action
    const res = await files.worker.call('POST', '/settings/ai/clear-cache', undefined, 'lite');

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'not_found', message: 'This endpoint is not available in the limited edition.' });
    expect(await left()).toHaveLength(5);
  });
});

describe('FieldDetectionRepository', () => {
  beforeEach(seed);

  it('reads one post type\'s detections and replaces a field\'s row, its evidence hash too, on a second upsert', async () => {
    // Setup
    const cache = new FieldDetectionRepository(files.test.db);

    // Action
    await cache.upsert('post', [{ field_key: 'field_xq', field_name: 'xq_renamed', detected_type: 'email', confidence: 0.55, source: 'pattern', evidence_hash: 'b'.repeat(64) }]);
    const post = await cache.forPostType('post');

    // Assert
    expect(post.sort((a, b) => a.field_key.localeCompare(b.field_key))).toEqual([
      { field_key: 'field_email', field_name: 'email', detected_type: 'email', confidence: 0.9, source: 'pattern', evidence_hash: 'a'.repeat(64) },
      { field_key: 'field_xq', field_name: 'xq_renamed', detected_type: 'email', confidence: 0.55, source: 'pattern', evidence_hash: 'b'.repeat(64) },
    ]);
    expect(await left()).toHaveLength(5);
  });
});
