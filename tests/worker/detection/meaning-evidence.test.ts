import { detectByPattern, type DetectionInput } from '../../../worker/src/detection/pattern-detector.js';
import { normaliseName } from '../../../worker/src/detection/name-normaliser.js';

const choices = (...labels: string[]): DetectionInput['choices'] => labels.map((label) => ({ value: label.toLowerCase().replace(/\s+/g, '_'), label }));
const typeOf = (input: DetectionInput): string => detectByPattern(input).type;

describe('detectByPattern: a choice says what it stores', () => {
  it('reads a show/hide or yes/no choice as a yes/no, whatever the name toggles', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'withdrawal', label: 'Withdrawal Fee (Slider)', type: 'pick', valueKind: 'choice', choices: choices('Hide', 'Show') }))
      .toEqual({ type: 'boolean', confidence: 0.85, source: 'field_type', evidence: 'choices "Hide", "Show"' });
    expect(typeOf({ name: 'nominal_apr', type: 'select', valueKind: 'choice', choices: choices('Anzeigen', 'Ausblenden') })).toBe('boolean');
    expect(typeOf({ name: 'x', type: 'radio', valueKind: 'choice', choices: choices('Показать', 'Скрыть') })).toBe('boolean');
  });

  it('does not read a longer list, or choices that are not yes and no, as a yes/no', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', type: 'select', valueKind: 'choice', choices: choices('Show', 'Hide', 'Collapse', 'Expand') })).toBe('text');
    expect(typeOf({ name: 'alignment', type: 'select', valueKind: 'choice', choices: choices('Left', 'Right') })).toBe('text');
  });

  it('keeps quantities out of a choice whose options are all words', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'type_zoom', label: 'Type Zoomen', type: 'select', valueKind: 'choice', choices: choices('Inzoomen', 'Uitzoomen') }))
      .toEqual({ type: 'text', confidence: 0.8, source: 'pattern', evidence: 'a choice of how something is shown' });
    expect(typeOf({ name: 'rating_source', type: 'radio', valueKind: 'choice', choices: choices('Reviews', 'Widget') })).toBe('text');
  });

  it('still reads a quantity from a choice of numbers', () => {
    // Action / Assert
    expect(typeOf({ name: 'rating', type: 'select', valueKind: 'choice', choices: choices('1', '2', '3', '4', '5') })).toBe('rating');
    expect(typeOf({ name: 'price', type: 'select', valueKind: 'choice', choices: choices('10 €', '20 €') })).toBe('price');
  });
});

describe('detectByPattern: bounds', () => {
  it('reads 0 to 100 as a percentage only when a % or the name says so', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'circulation', type: 'number', min: 0, max: 100 })).toEqual({ type: 'number', confidence: 0.6, source: 'field_type', evidence: 'field type "number"' });
    expect(detectByPattern({ name: 'x', type: 'number', min: 0, max: 100, append: '%' })).toMatchObject({ type: 'percentage', evidence: 'append "%"' });
    expect(typeOf({ name: 'discount_percentage', type: 'number', min: 0, max: 100 })).toBe('percentage');
  });
});

describe('detectByPattern: social networks', () => {
  it('reads a link or URL named after a network as that network\'s profile', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'instagram_link', label: 'Instagram Link', type: 'text', valueKind: 'text' })).toMatchObject({ type: 'instagram', evidence: 'name part "link" of "instagram"' });
    expect(typeOf({ name: 'twitter_page_url', type: 'website', valueKind: 'text' })).toBe('twitter');
    expect(typeOf({ name: 'linkedin_link', type: 'url', valueKind: 'text' })).toBe('linkedin');
  });

  it('reads the words shown for a network as text, and leaves other links as they are', () => {
    // Action / Assert
    expect(typeOf({ name: 'facebook_label', label: 'Facebook Label', type: 'text', valueKind: 'text' })).toBe('text');
    expect(typeOf({ name: 'facebook', type: 'text', valueKind: 'text' })).toBe('facebook');
    expect(typeOf({ name: 'website_link', type: 'text', valueKind: 'text' })).toBe('url');
    expect(typeOf({ name: 'x', label: 'WhatsApp', type: 'text', valueKind: 'text' })).toBe('whatsapp');
  });
});

describe('detectByPattern: a known word that only qualifies', () => {
  it('reads a known word before words it does not know as what the field is about, not what it holds', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'crb_school_repetitorstvo', label: 'Репетиторство', type: 'text', valueKind: 'text' })).toEqual({ type: 'text', confidence: 0.3, source: 'fallback', evidence: 'nothing known' });
    expect(typeOf({ name: 'website_functionality', label: 'Website Functionality', type: 'text', valueKind: 'text', group: 'Company' })).toBe('url');
    expect(typeOf({ name: 'site_whois_status', label: 'Статус', type: 'text', valueKind: 'text' })).toBe('text');
  });

  it('keeps the word when the group is about it, when only placing words follow, or when it ends the name', () => {
    // Action / Assert
    expect(typeOf({ name: '_rens_horaires_jour1pm', label: 'Jour 1 après-midi', type: 'text', valueKind: 'text', group: 'Section Horaires' })).toBe('opening_hours');
    expect(typeOf({ name: 'contact_email_primary', type: 'text', valueKind: 'text' })).toBe('email');
    expect(typeOf({ name: 'title_left', type: 'text', valueKind: 'text' })).toBe('title');
    expect(typeOf({ name: 'school_name', type: 'text', valueKind: 'text' })).not.toBe('text');
  });
});

describe('detectByPattern: rich-text editors', () => {
  it('reads a rich-text editor as prose whatever heading or quantity its name mentions', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'text-header', label: 'Text-header', type: 'wysiwyg' })).toEqual({ type: 'description', confidence: 0.6, source: 'field_type', evidence: 'field type "wysiwyg"' });
    expect(typeOf({ name: 'fp-text', label: 'Full-Width-Text', type: 'wysiwyg' })).toBe('description');
    expect(typeOf({ name: 'flightcase', label: 'Flight Case', type: 'WYSIWYG' })).toBe('description');
  });

  it('keeps the prose a name tells, and a plain textarea\'s heading', () => {
    // Action / Assert
    expect(typeOf({ name: 'testimonial', type: 'wysiwyg' })).toBe('testimonial');
    expect(typeOf({ name: 'address', type: 'rich_text' })).toBe('full_address');
    expect(typeOf({ name: 'headline', type: 'textarea' })).toBe('title');
  });
});

describe('detectByPattern: names in more words', () => {
  it('reads the start and end of a record given with a time as its start and end dates', () => {
    // Action / Assert
    expect(typeOf({ name: 'start_datetime', type: 'date_time_picker', valueKind: 'date', precision: 'datetime' })).toBe('start_date');
    expect(typeOf({ name: 'end_date_time', type: 'date_time_picker', valueKind: 'date', precision: 'datetime' })).toBe('end_date');
    expect(typeOf({ name: 'published', type: 'date_time_picker', valueKind: 'date', precision: 'datetime' })).toBe('datetime');
  });

  it('reads a person\'s function as a job title in six more languages', () => {
    // Action / Assert
    expect(typeOf({ name: 'funktion', label: 'Funktion', type: 'text', valueKind: 'text', parent: 'members' })).toBe('job_title');
    expect(typeOf({ name: 'x', label: 'Fonction', type: 'text', valueKind: 'text' })).toBe('job_title');
  });

  it('reads a code on one line as an identifier and a code box as a program', () => {
    // Action / Assert
    expect(typeOf({ name: 'iso_code', type: 'text', valueKind: 'text' })).toBe('text');
    expect(typeOf({ name: 'tracking_code', type: 'text', valueKind: 'text' })).toBe('code_snippet');
    expect(typeOf({ name: 'embed_code', type: 'textarea', valueKind: 'text' })).toBe('code_snippet');
    expect(typeOf({ name: 'shortcode', type: 'text', valueKind: 'text' })).toBe('code_snippet');
  });

  it('reads an organisation\'s or a food\'s name as a company or a dish', () => {
    // Action / Assert
    expect(typeOf({ name: 'crb_org_name', label: 'Название организации', type: 'text', valueKind: 'text' })).toBe('company');
    expect(typeOf({ name: 'food_name', label: 'Food Name', type: 'text', valueKind: 'text' })).toBe('dish');
    expect(typeOf({ name: 'module_name', type: 'text', valueKind: 'text' })).toBe('title');
  });

  it('drops a counter glued to the last word of a name, but not letters that follow it', () => {
    // Action / Assert
    expect(normaliseName('_Singleactivites_titre2')).toBe('singleactivites_titre');
    expect(normaliseName('jour1pm')).toBe('jour1pm');
    expect(normaliseName('mp3')).toBe('mp3');
  });
});

describe('detectByPattern: what an image is for', () => {
  it('reads a background named in the help text', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'featured_image', label: 'Utvald bild', type: 'image', media: 'image', instructions: 'Välj en bakgrundsbild för sidhuvudet' }))
      .toEqual({ type: 'image_background', confidence: 0.85, source: 'pattern', evidence: 'instructions part "bakgrundsbild"' });
    expect(typeOf({ name: 'x', type: 'image', media: 'image', instructions: 'Imagem de fundo da Home' })).toBe('image_background');
  });

  it('does not read a banner or header mentioned in help text, or a foreground picture, as a background', () => {
    // Action / Assert
    expect(typeOf({ name: 'ad_1_graphic', type: 'file', media: 'image', instructions: '468x120px Ad 1 banner' })).toBe('image');
    expect(typeOf({ name: 'header_foreground', label: 'Voorgrondafbeelding', type: 'image', media: 'image' })).toBe('image');
    expect(typeOf({ name: 'header_image', type: 'image', media: 'image' })).toBe('image_background');
  });
});

describe('detectByPattern: words in more languages', () => {
  it.each([
    ['place_of_birth', 'city'], ['Geburtsort', 'city'], ['studio_headquarters', 'city'], ['Режим работы', 'opening_hours'], ['Wymiary obrazu', 'dimension'],
    ['suite_number', 'address_line_2'], ['sender', 'full_name'], ['Absender', 'full_name'], ['referrer', 'url'], ['movie_trailer', 'video_url'], ['box_office', 'revenue'],
  ])('%s is %s', (label, type) => {
    // Action / Assert
    expect(typeOf({ name: 'x', label, type: 'text', valueKind: 'text' })).toBe(type);
  });

  it('reads a diminutive avatar as a portrait', () => {
    // Action / Assert
    expect(typeOf({ name: 'crb_user_ava', label: 'Аватарка', type: 'image', media: 'image' })).toBe('image_portrait');
  });
});

describe('detectByPattern: labels that name the thing first', () => {
  it('reads a French, Spanish, Italian or Portuguese label by the words before "de", "sur", "per"', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', label: 'Titre sur le lieu de l\'activité', type: 'text', valueKind: 'text' })).toEqual({ type: 'title', confidence: 0.8, source: 'pattern', evidence: 'label part "titre"' });
    expect(typeOf({ name: 'x', label: 'Descrição do produto', type: 'text', valueKind: 'text' })).toBe('description');
    expect(typeOf({ name: 'x', label: 'Fecha de inicio del evento', type: 'text', valueKind: 'text' })).toBe('start_date');
  });

  it('leaves a count, a name or a link to what it is of', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', label: 'Enlace del vídeo', type: 'text', valueKind: 'text' })).toBe('video_url');
    expect(typeOf({ name: 'x', label: 'Data di nascita del cliente', type: 'text', valueKind: 'text' })).toBe('birth_date');
    // English names the thing last, as before.
    expect(typeOf({ name: 'x', label: 'Company phone', type: 'text', valueKind: 'text' })).toBe('phone');
  });
});

describe('detectByPattern: the fields beside it', () => {
  it('reads an address as the street line when separate city and postcode fields stand beside it', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'donor_address', label: 'Donor Address', type: 'text', valueKind: 'text', siblings: ['donor_city City', 'donor_zip Zip Code', 'donor_email Email'] }))
      .toEqual({ type: 'street_address', confidence: 0.8, source: 'pattern', evidence: 'name part "address", beside city and postcode fields' });
  });

  it('keeps a whole address when a city or a postcode field is missing beside it', () => {
    // Action / Assert
    expect(typeOf({ name: 'address', type: 'text', valueKind: 'text', siblings: ['city City', 'phone Phone'] })).toBe('full_address');
    expect(typeOf({ name: 'address', type: 'text', valueKind: 'text' })).toBe('full_address');
    expect(typeOf({ name: 'city', type: 'text', valueKind: 'text', siblings: ['address Address', 'zip ZIP'] })).toBe('city');
  });
});

describe('detectByPattern: "nombre de" in French and in Spanish', () => {
  it('reads the French "nombre de" before a bare noun as a count', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'nombre_de_chambres', label: 'Nombre de chambres', type: 'number' }))
      .toEqual({ type: 'number', confidence: 0.8, source: 'pattern', evidence: 'label part "nombre_de"' });
    expect(typeOf({ name: 'nb_personnes', label: 'Nombre de personnes', type: 'text', instructions: 'Le nombre de personnes accueillies.' })).toBe('number');
  });

  it('reads the Spanish "nombre de la …" or "nombre del …" as the name of that thing', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'nombre-de-la-empresa', label: 'Nombre de la empresa', type: 'text' }))
      .toEqual({ type: 'company', confidence: 0.8, source: 'pattern', evidence: 'name part "name_de_la_empresa"' });
    expect(typeOf({ name: 'nombre_del_producto', label: 'Nombre del producto', type: 'text' })).toBe('product_name');
  });

  it('reads "nombre de …" as a name when the help text is Spanish, as the French count without such a word', () => {
    // Action / Assert
    expect(typeOf({ name: 'nombre_de_ciudad', label: 'Nombre de ciudad', type: 'text', instructions: 'Escribe el nombre de la ciudad.' })).toBe('city');
    expect(typeOf({ name: 'nombre_de_ciudad', label: 'Nombre de ciudad', type: 'text' })).toBe('number');
    expect(typeOf({ name: 'usuario_x', label: 'Nombre de usuario', type: 'text' })).toBe('username');
  });
});
