import { detectByPattern } from '../../../worker/src/detection/pattern-detector.js';
import { detectMedia } from '../../../worker/src/detection/media-detector.js';

describe('detectByPattern: the plain words editors use', () => {
  it.each([
    ['title', undefined, 'title'],
    ['x', 'Story heading', 'title'],
    ['author', undefined, 'full_name'],
    ['localidad', undefined, 'city'],
    ['C.P.', undefined, 'postcode'],
    ['Párroco', undefined, 'full_name'],
    ['x', 'Published By: Name', 'company'],
    ['brand_name', 'Назва бренду', 'brand'],
    ['address', undefined, 'full_address'],
    ['місто', undefined, 'city'],
    ['telefon_numarasi', undefined, 'phone'],
  ])('%s (label %s) is %s', (name, label, type) => {
    // Action / Assert
    expect(detectByPattern({ name, label, type: 'text' }).type).toBe(type);
  });
});

describe('detectByPattern: the field in its record', () => {
  it('reads a plain "name" or "title" by the parent, then the group, then the post type', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'name', type: 'text', group: 'Sponsor details' })).toEqual({ type: 'company', confidence: 0.9, source: 'pattern', evidence: 'name "name" in "Sponsor details"' });
    expect(detectByPattern({ name: 'name', type: 'text', parent: 'team_members', group: 'Sponsors' }).type).toBe('full_name');
    expect(detectByPattern({ name: 'title', type: 'text', parent: 'speakers' }).type).toBe('job_title');
    expect(detectByPattern({ name: 'title', type: 'text', group: 'Lecturers' }).type).toBe('job_title');
    // A business's own name is a company's, whatever kind of business.
    expect(detectByPattern({ name: 'clinic_name', type: 'text' }).type).toBe('company');
    expect(detectByPattern({ name: 'winery_name', label: 'Winery name', type: 'text' }).type).toBe('company');
    expect(detectByPattern({ name: 'module_name', type: 'text' }).type).toBe('title');
    expect(detectByPattern({ name: 'title', type: 'text', postType: 'mentor' }).type).toBe('job_title');
    expect(detectByPattern({ name: 'name', type: 'text', postType: 'product' }).type).toBe('product_name');
    expect(detectByPattern({ name: 'date', type: 'date_picker', postType: 'event' }).type).toBe('start_date');
    // A precise name is not reinterpreted.
    expect(detectByPattern({ name: 'author_name', type: 'text', group: 'Sponsor' }).type).toBe('full_name');
  });

  it('reads a layout sub-field by its layout before the flexible-content or complex field holding it', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'name', type: 'text', parent: 'blocks', parentType: 'complex', layout: 'sponsor' })).toEqual({ type: 'company', confidence: 0.75, source: 'pattern', evidence: 'layout and name "sponsor_name"' });
    expect(detectByPattern({ name: 'name', type: 'text', parent: 'speakers', parentType: 'complex', layout: 'sponsor' }).type).toBe('company');
    expect(detectByPattern({ name: 'number', type: 'text', parent: 'contacts', parentType: 'flexible_content', layout: 'phone' })).toEqual({ type: 'phone', confidence: 0.75, source: 'pattern', evidence: 'layout and name "phone_number"' });
    expect(detectByPattern({ name: 'photo', label: 'Photo', type: 'image', media: 'image', parent: 'sections', parentType: 'complex', layout: 'hero_slider' }).type).toBe('image_background');
  });

  it('reads a sub-field named only by its parent', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'number', type: 'text', parent: 'phone' })).toEqual({ type: 'phone', confidence: 0.75, source: 'pattern', evidence: 'parent and name "phone_number"' });
    expect(detectByPattern({ name: 'line_1', type: 'text', parent: 'address' }).type).toBe('street_address');
  });

  it('lets the plugin type overrule a name that means what the field cannot hold', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'email_notifications', type: 'true_false' }).type).toBe('boolean');
    expect(detectByPattern({ name: 'twitter_url', type: 'url' }).type).toBe('twitter');
    expect(detectByPattern({ name: 'event_end', type: 'date_time_picker' }).type).toBe('end_date');
    expect(detectByPattern({ name: 'x', type: 'date_time_picker' }).type).toBe('datetime');
  });
});

describe('detectByPattern: choices and bounds', () => {
  it.each([
    [[['male', 'Male'], ['female', 'Female']], 'gender'],
    [[['ja', 'Ja'], ['nein', 'Nein']], 'boolean'],
    [[['house', 'House'], ['apartment', 'Apartment'], ['villa', 'Villa'], ['land', 'Land']], 'property_type'],
    [[['petrol', 'Benzin'], ['diesel', 'Diesel'], ['electric', 'Elektro']], 'fuel_type'],
    [[['US', 'United States'], ['DE', 'Germany'], ['FR', 'France']], 'country'],
    [[['mon', 'Montag'], ['tue', 'Dienstag'], ['wed', 'Mittwoch']], 'weekday'],
    [[['1', 'One star'], ['2', 'Two stars'], ['3', 'Three'], ['4', 'Four'], ['5', 'Five']], 'rating'],
  ])('choices %j say %s', (pairs, type) => {
    // Arrange
    const choices = pairs.map(([value, label]) => ({ value: value!, label: label! }));

    // Action / Assert
    expect(detectByPattern({ name: 'x', type: 'select', choices }).type).toBe(type);
  });

  it('reads choices by value or label, and not a yes among many as a yes/no', () => {
    // Arrange
    const many = ['yes', 'no', 'maybe', 'later', 'never'].map((value) => ({ value, label: value }));

    // Action / Assert
    expect(detectByPattern({ name: 'x', type: 'select', choices: [{ value: 'a', label: 'Red' }, { value: 'b', label: 'Blue' }] })).toEqual({ type: 'color', confidence: 0.8, source: 'field_type', evidence: 'choices "Red", "Blue"' });
    expect(detectByPattern({ name: 'x', type: 'select', choices: many }).type).toBe('text');
  });

  it('reads coordinates and prices from bounds and step', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', type: 'number', min: -90, max: 90 }).type).toBe('latitude');
    expect(detectByPattern({ name: 'x', type: 'number', min: -180, max: 180, step: 0.000001 }).type).toBe('longitude');
    expect(detectByPattern({ name: 'x', type: 'number', min: 0, max: 100000, step: 0.01 })).toEqual({ type: 'price', confidence: 0.55, source: 'field_type', evidence: 'bounds 0–100000 step 0.01' });
  });
});

describe('detectByPattern: media and relations', () => {
  it.each([
    ['company_logo', 'Logo', 'image', undefined, 'image_logo'],
    ['header_logo', 'Header logo', 'image', undefined, 'image_logo'],
    ['photo', 'Photo', 'image', 'team_members', 'image_portrait'],
    ['hero_image', 'Hero', 'image', undefined, 'image_background'],
    ['feature_icon', 'Icon', 'image', undefined, 'image_icon'],
    ['product_gallery', 'Gallery', 'gallery', undefined, 'gallery'],
    ['brochure', 'Brochure (PDF)', 'file', undefined, 'file_document'],
    ['sermon_file', 'Sermon', 'file', undefined, 'file_audio'],
    ['trailer', 'Trailer', 'file', undefined, 'file_video'],
    ['intro', 'Intro', 'video', undefined, 'file_video'],
    ['picture', 'Picture', 'image', undefined, 'image'],
    ['photo', 'Photo', 'image', 'page_header', 'image'],
    ['photo', 'Photo', 'image', 'hero_slider', 'image_background'],
    ['photos', 'Photos', 'images', undefined, 'gallery'],
  ] as const)('%s (%s, a %s field in %s) is %s', (name, label, media, parent, type) => {
    // Action / Assert
    expect(detectByPattern({ name, label, type: 'image', media, ...(parent ? { parent } : {}) }).type).toBe(type);
  });

  it('never gives an image field a file type, and leaves a plain image to tier 2', () => {
    // Action / Assert
    expect(detectMedia({ kind: 'image', name: 'podcast_cover' }).type).toBe('image');
    expect(detectMedia({ kind: 'image', name: 'image' })).toEqual({ type: 'image', confidence: 0.6, evidence: 'field accepts an image' });
  });

  it('names a relation with its targets', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'artist', type: 'post_object', relation: { of: 'post type', targets: ['artist'] } })).toEqual({ type: 'relation', confidence: 0.95, source: 'field_type', evidence: 'points at post type "artist"' });
    expect(detectByPattern({ name: 'x', type: 'taxonomy', relation: { of: 'taxonomy', targets: [] } }).evidence).toBe('points at any taxonomy');
  });
});

describe('detectByPattern: what the field stores', () => {
  it('reads a yes/no field as yes/no whatever its name, and a one-choice checkbox too', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'show_page_title', type: 'checkbox', valueKind: 'boolean' })).toEqual({ type: 'boolean', confidence: 0.9, source: 'field_type', evidence: 'field type "checkbox" stores yes/no' });
    expect(detectByPattern({ name: 'is_client', type: 'checkbox', valueKind: 'choice', choices: [{ value: '1', label: 'Yes' }] }).type).toBe('boolean');
  });

  it('keeps free-text meanings out of choice fields, and reads a link by what the field keeps', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'quote_effect', type: 'select', valueKind: 'choice', choices: [{ value: 'fade', label: 'Fade' }, { value: 'flip', label: 'Flip' }] }).type).toBe('text');
    expect(detectByPattern({ name: 'button_link', type: 'url', valueKind: 'text' }).type).toBe('url');
    expect(detectByPattern({ name: 'button_link', type: 'link', valueKind: 'link' }).type).toBe('link');
    expect(detectByPattern({ name: 'lien_3', label: 'Texte du lien', type: 'text', valueKind: 'text' }).type).toBe('text');
    expect(detectByPattern({ name: 'datum', type: 'date_time_picker', valueKind: 'date', precision: 'datetime' }).type).toBe('datetime');
  });

  it('reads a list filled by code and named after pages as a relation', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'support_page', label: 'Support page', type: 'select', valueKind: 'choice' })).toEqual({ type: 'relation', confidence: 0.7, source: 'pattern', evidence: 'list of "page" without choices of its own' });
  });

  it('reads "X name" by what X is', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'module_name', type: 'text' }).type).toBe('title');
    expect(detectByPattern({ name: 'donor_name', type: 'text' }).type).toBe('full_name');
    expect(detectByPattern({ name: 'sponsor_name', type: 'text' }).type).toBe('company');
    expect(detectByPattern({ name: 'genre_name', type: 'text', postType: 'genre' }).type).toBe('title');
    expect(detectByPattern({ name: 'actor_name', type: 'text', postType: 'actor' }).type).toBe('full_name');
  });
});
