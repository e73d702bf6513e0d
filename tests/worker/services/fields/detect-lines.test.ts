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

  it('answers a repeatable CMB2 field and a cloneable Meta Box field under their own keys, flat or as dev-set lines, as the value each clone holds', () => {
    // Setup
    const phones = { key: 'phones', name: 'phones', label: 'Phones', type: 'text', required: false, instructions: '', settings: { repeatable: true } };
    const sites = { key: 'sites', name: 'sites', label: 'Websites', type: 'url', required: false, instructions: '', settings: { clone: true, max_clone: 3 } };

    // Action
    const flat = detectLines([JSON.stringify({ plugin: 'cmb2', ...phones }), JSON.stringify({ plugin: 'meta-box', ...sites })]);
    const devset = detectLines([
      JSON.stringify({ plugin: 'cmb2', definition: phones, context: { group_title: 'Contact', post_type: 'office' } }),
      JSON.stringify({ plugin: 'meta-box', definition: sites, context: { group_title: 'Links', post_type: 'office' } }),
    ]);

    // Assert
    expect(flat.detections.map((d) => [d.key, d.type])).toEqual([['phones', 'phone'], ['sites', 'url']]);
    expect(devset.detections.map((d) => [d.key, d.type])).toEqual([['phones', 'phone'], ['sites', 'url']]);
  });

  it('names the line of what it cannot read, and goes on', () => {
    // Action
    const { detections, errors } = detectLines(['{', JSON.stringify({ plugin: 'acf', name: 'x' }), JSON.stringify({ plugin: 'elementor', name: 'x', type: 'text' }), JSON.stringify({ plugin: 'pods', name: 'prix', type: 'currency' })]);

    // Assert
    expect(errors).toEqual(['line 1: not JSON', 'line 2: a field needs at least "name" and "type"', 'line 3: "plugin" must be one of acf, meta-box, pods, jetengine, cmb2, carbon-fields']);
    expect(detections.map((d) => [d.name, d.type])).toEqual([['prix', 'price']]);
  });

  it('reads dev-set lines and detects the fields of one field group together, as the worker does', () => {
    // Arrange
    const line = (name: string, label: string, groupTitle: string) =>
      JSON.stringify({ plugin: 'acf', definition: { key: `field_${name}`, name, label, type: 'text', required: false, instructions: '', settings: {} }, context: { group_title: groupTitle, post_type: 'store' }, label: 'text', source: { repo: 'a/b', path: 'acf.php', commit: '0'.repeat(40) } });

    // Action
    const { detections, errors } = detectLines([line('address', 'Address', 'Stores'), line('address', 'Address', 'Head office'), line('city', 'City', 'Stores'), line('zip_code', 'Zip Code', 'Stores')]);

    // Assert
    expect(errors).toEqual([]);
    expect(detections.map((d) => [d.post_type, d.key, d.type, d.evidence])).toEqual([
      ['store', 'field_address', 'street_address', 'name "address", beside city and postcode fields'],
      ['store', 'field_address', 'full_address', 'group and name "office_address"'],
      ['store', 'field_city', 'city', 'name "city"'],
      ['store', 'field_zip_code', 'postcode', 'name "zip_code"'],
    ]);
  });

  it('detects flat fields of one post type together, and answers in the order of the lines', () => {
    // Arrange
    const field = (name: string, postType: string) => JSON.stringify({ plugin: 'meta-box', post_type: postType, name, label: '', type: 'text' });

    // Action
    const { detections } = detectLines([field('address', 'store'), field('address', 'office'), field('city', 'store'), field('postcode', 'store')]);

    // Assert
    expect(detections.map((d) => [d.post_type, d.name, d.type])).toEqual([
      ['store', 'address', 'street_address'],
      ['office', 'address', 'full_address'],
      ['store', 'city', 'city'],
      ['store', 'postcode', 'postcode'],
    ]);
  });

  it('names a dev-set line whose definition it cannot read', () => {
    // Action
    const { detections, errors } = detectLines([
      JSON.stringify({ plugin: 'acf', definition: { name: 'price' }, context: {} }),
      JSON.stringify({ plugin: 'acf', definition: { name: 'price', type: 'number' }, context: 'store' }),
      '[1]',
    ]);

    // Assert
    expect(errors).toEqual(['line 1: a "definition" needs at least "name" and "type"', 'line 2: "context" must be an object', 'line 3: a line must be a JSON object']);
    expect(detections).toEqual([]);
  });
});

describe('detectLines: add-on field types', () => {
  const detect = (...fields: object[]): string[] => detectLines(fields.map((f) => JSON.stringify(f))).detections.map((d) => `${d.name}: ${d.type}`);

  it('reads an ACF Font Awesome field as an icon, whatever its name', () => {
    // Action
    const types = detect({ plugin: 'acf', name: 'badge', label: 'Badge', type: 'font-awesome' }, { plugin: 'acf', name: 'feature_title_icon', label: 'Title', type: 'font-awesome' });

    // Assert
    expect(types).toEqual(['badge: icon', 'feature_title_icon: icon']);
  });

  it('reads an ACF OpenStreetMap field as a map location', () => {
    // Action
    const types = detect({ plugin: 'acf', name: 'posizione_gps', label: 'Posizione GPS', type: 'open_street_map' }, { plugin: 'acf', name: 'map', label: 'Map', type: 'open_street_map' });

    // Assert
    expect(types).toEqual(['posizione_gps: location', 'map: location']);
  });

  it('reads a Carbon Fields icon field as an icon, not as an image', () => {
    // Action
    const types = detect({ plugin: 'carbon-fields', name: 'b_item_icon', label: 'Banner Item Icon', type: 'icon' });

    // Assert
    expect(types).toEqual(['b_item_icon: icon']);
  });

  it('reads a CMB2 Font Awesome select as an icon', () => {
    // Action
    const types = detect({ plugin: 'cmb2', name: 'service_symbol', label: 'Symbol', type: 'faiconselect', choices: [{ value: 'fa fa-star', label: 'fa fa-star' }] });

    // Assert
    expect(types).toEqual(['service_symbol: icon']);
  });

  it('reads a CMB2 taxonomy type a theme registers as a relation', () => {
    // Action
    const types = detect({ plugin: 'cmb2', name: '_dsi_indirizzo_indirizzi', label: 'Percorso di studio', type: 'taxonomy_multicheck_hierarchy_child', settings: { taxonomy: 'percorsi-di-studio' } });

    // Assert
    expect(types).toEqual(['_dsi_indirizzo_indirizzi: relation']);
  });
});
