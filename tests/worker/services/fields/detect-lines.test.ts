import { detectLines } from '../../../../worker/src/services/fields/detect-lines.js';

describe('detectLines', () => {
  it('answers every field a value is generated for, sub-fields and media included, with its evidence', () => {
    // Action
    const { detections, errors } = detectLines([
      JSON.stringify({ plugin: 'acf', post_type: 'team_member', name: 'twitter_url', label: 'Twitter', type: 'url' }),
      '',
      JSON.stringify({ plugin: 'meta-box', name: 'people', type: 'group', sub_fields: [{ key: 'people_mail', name: 'mail', label: 'E-Mail', type: 'email' }, { key: 'people_photo', name: 'photo', label: 'Photo', type: 'image' }] }),
    ]);

    // Assert
    expect(errors).toEqual([]);
    expect(detections).toEqual([
      { plugin: 'acf', post_type: 'team_member', key: 'twitter_url', name: 'twitter_url', type: 'twitter', confidence: 0.95, source: 'pattern', evidence: 'name "twitter_url"' },
      { plugin: 'meta-box', post_type: '', key: 'people_mail', name: 'mail', type: 'email', confidence: 0.95, source: 'pattern', evidence: 'name "mail"' },
      { plugin: 'meta-box', post_type: '', key: 'people_photo', name: 'photo', type: 'image_portrait', confidence: 0.75, source: 'field_type', evidence: 'image in "people"' },
    ]);
  });

  it('passes what the edit screen shows around an input: the adapters\' prepend, append and placeholder, and the help text', () => {
    // Action
    const { detections } = detectLines([
      JSON.stringify({ plugin: 'acf', name: 'x1', type: 'number', settings: { append: 'kg' } }),
      JSON.stringify({ plugin: 'meta-box', name: 'x2', type: 'text', settings: { placeholder: 'https://…' }, instructions: 'Link to the YouTube video' }),
    ]);

    // Assert
    expect(detections.map((d) => [d.type, d.evidence])).toEqual([['weight', 'append "kg"'], ['video_url', 'instructions part "video"']]);
  });

  it('names the line of what it cannot read, and goes on', () => {
    // Action
    const { detections, errors } = detectLines(['{', JSON.stringify({ plugin: 'acf', name: 'x' }), JSON.stringify({ plugin: 'elementor', name: 'x', type: 'text' }), JSON.stringify({ plugin: 'pods', name: 'prix', type: 'currency' })]);

    // Assert
    expect(errors).toEqual(['line 1: not JSON', 'line 2: a field needs at least "name" and "type"', 'line 3: "plugin" must be one of acf, meta-box, pods, jetengine, cmb2, carbon-fields']);
    expect(detections.map((d) => [d.name, d.type])).toEqual([['prix', 'price']]);
  });
});
