import { detectByPattern, type DetectionInput } from '../../../worker/src/detection/pattern-detector.js';

const typeOf = (input: DetectionInput): string => detectByPattern(input).type;
const text = { type: 'text', valueKind: 'text' } as const;
const date = { type: 'date_picker', valueKind: 'date' } as const;
const choices = (...labels: string[]): DetectionInput['choices'] => labels.map((label, index) => ({ value: `v${index}`, label }));

describe('detectByPattern: a button\'s caption', () => {
  it('reads the caption, title or wording of a button as a short text, in any language', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'promo_btn_caption', label: 'Promo button caption', ...text })).toEqual({ type: 'text', confidence: 0.8, source: 'pattern', evidence: 'name part "caption" on a button' });
    expect(typeOf({ name: 'titre_bouton', label: 'Titre du bouton', ...text })).toBe('text');
    expect(typeOf({ name: 'knopf_uberschrift', label: 'Knopf Überschrift', ...text })).toBe('text');
  });

  it('leaves a caption with no button, a call-to-action section\'s heading and a button\'s address as they are', () => {
    // Action / Assert
    expect(typeOf({ name: 'photo_caption', label: 'Photo caption', ...text })).toBe('caption');
    expect(typeOf({ name: 'cta_heading', label: 'Newsletter CTA heading', ...text })).toBe('title');
    expect(typeOf({ name: 'button_url', label: 'Button URL', ...text })).toBe('url');
  });
});

describe('detectByPattern: a question', () => {
  it('reads a question in the Latin-script languages as a title', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'pregunta', label: 'Pregunta', ...text })).toEqual({ type: 'title', confidence: 0.95, source: 'pattern', evidence: 'name "pregunta"' });
    expect(typeOf({ name: 'x', label: 'Frage', ...text })).toBe('title');
    expect(typeOf({ name: 'x', label: 'Domanda', ...text })).toBe('title');
    expect(typeOf({ name: 'x', label: 'Pytanie', ...text })).toBe('title');
  });
});

describe('detectByPattern: the ends of a range', () => {
  it('reads a day at the closing end of a range or an expiry as an end date', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'voucher_valid_to', label: 'Valid to', ...date })).toEqual({ type: 'end_date', confidence: 0.75, source: 'field_type', evidence: 'field type "date_picker", one end of a range' });
    expect(typeOf({ name: 'gultig_bis', label: 'Gültig bis', ...date })).toBe('end_date');
    expect(typeOf({ name: 'oferta_hasta', label: 'Oferta válida hasta', ...date })).toBe('end_date');
    expect(typeOf({ name: 'data_scadenza_bando', label: 'Scadenza del bando', ...date })).toBe('end_date');
    expect(typeOf({ name: 'inscriptions_fin', label: 'Fin des inscriptions', type: 'date_time_picker', valueKind: 'date', precision: 'datetime' })).toBe('end_date');
  });

  it('reads a day at the opening end as a start date, and leaves a day that is no end alone', () => {
    // Action / Assert
    expect(typeOf({ name: 'promo_from', label: 'Promotion from', ...date })).toBe('start_date');
    expect(typeOf({ name: 'fecha_desde', label: 'Fecha desde', ...date })).toBe('start_date');
    expect(typeOf({ name: 'data_do_contrato', label: 'Data do contrato', ...date })).toBe('date');
    expect(typeOf({ name: 'from_to', label: 'From – to', ...date })).toBe('date');
    expect(typeOf({ name: 'shop_closes', label: 'Closes at', type: 'time_picker', valueKind: 'date', precision: 'time' })).toBe('time');
  });
});

describe('detectByPattern: a person named by role', () => {
  it('reads a name label on a person\'s role as a full name, the role before or after the name', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'judge_name', label: 'Judge name', ...text })).toEqual({ type: 'full_name', confidence: 0.85, source: 'pattern', evidence: 'name "judge_name" names a person by role' });
    expect(typeOf({ name: 'x', label: 'Nom du photographe', ...text })).toBe('full_name');
    expect(typeOf({ name: 'x', label: 'Nome del docente', ...text })).toBe('full_name');
    expect(typeOf({ name: 'x', label: 'Name der Moderatorin', ...text })).toBe('full_name');
    expect(typeOf({ name: 'x', label: 'Name des Fotografen', ...text })).toBe('full_name');
    expect(typeOf({ name: 'nombre_del_ponente', label: 'Nombre del ponente', ...text })).toBe('full_name');
  });

  it('leaves a part of a person\'s name and a French count alone', () => {
    // Action / Assert
    expect(typeOf({ name: 'speaker_first_name', label: 'Speaker first name', ...text })).toBe('first_name');
    expect(typeOf({ name: 'nombre_de_participants', label: 'Nombre de participants', type: 'number', valueKind: 'number' })).toBe('number');
  });
});

describe('detectByPattern: covers', () => {
  it('reads a cover as the record\'s own picture, a background only when a background word says so', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'album_cover', label: 'Album cover', type: 'image', media: 'image' })).toEqual({ type: 'image', confidence: 0.85, source: 'pattern', evidence: 'name part "cover"' });
    expect(typeOf({ name: 'x', label: 'Copertina del libro', type: 'image', media: 'image' })).toBe('image');
    expect(typeOf({ name: 'cover_bg', label: 'Cover background', type: 'image', media: 'image' })).toBe('image_background');
    expect(typeOf({ name: 'hero_cover', label: 'Hero cover', type: 'image', media: 'image' })).toBe('image_background');
  });
});

describe('detectByPattern: social networks beyond the big four', () => {
  it('reads a profile on a smaller network as a web address', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'snapchat', label: 'Snapchat', ...text })).toEqual({ type: 'url', confidence: 0.95, source: 'pattern', evidence: 'name "snapchat"' });
    expect(typeOf({ name: 'artist_soundcloud', label: 'SoundCloud', ...text })).toBe('url');
    expect(typeOf({ name: 'discord_invite', label: 'Discord server', type: 'url', valueKind: 'text' })).toBe('url');
    expect(typeOf({ name: 'x', label: 'Mastodon', ...text })).toBe('url');
  });
});

describe('detectByPattern: numbers that rank', () => {
  it('reads a sort order, priority or position kept as a number as a number', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'slide_priority', label: 'Slide priority', type: 'number', valueKind: 'number' })).toEqual({ type: 'number', confidence: 0.8, source: 'pattern', evidence: 'name part "priority"' });
    expect(typeOf({ name: 'position', label: 'Position', type: 'number', valueKind: 'number' })).toBe('number');
    expect(typeOf({ name: 'x', label: 'Ordine di visualizzazione', type: 'number', valueKind: 'number' })).toBe('number');
    expect(typeOf({ name: 'sortierung', label: 'Sortierung', ...text })).toBe('number');
  });

  it('keeps a position written in words a job title, and a text input the plugin keeps as a number a number', () => {
    // Action / Assert
    expect(typeOf({ name: 'position', label: 'Position', ...text, parent: 'team_members' })).toBe('job_title');
    expect(typeOf({ name: 'count_of_winners', label: 'Winners', type: 'text', valueKind: 'number' })).toBe('number');
  });
});

describe('detectByPattern: display settings', () => {
  it('reads a choice of layout, columns, alignment, size or style as a plain text setting', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'grid_columns', label: 'Columns', type: 'select', valueKind: 'choice', choices: choices('2', '3', '4') }))
      .toEqual({ type: 'text', confidence: 0.8, source: 'pattern', evidence: 'a choice of how something is shown' });
    expect(typeOf({ name: 'caption_position', label: 'Caption position', type: 'radio', valueKind: 'choice', choices: choices('Above', 'Below') })).toBe('text');
    expect(typeOf({ name: 'x', label: 'Alineación del texto', type: 'select', valueKind: 'choice', choices: choices('Izquierda', 'Centro') })).toBe('text');
    expect(typeOf({ name: 'reihenfolge', label: 'Reihenfolge', type: 'select', valueKind: 'choice', choices: [{ value: 'img1st', label: 'Bild zuerst' }, { value: 'txt1st', label: 'Text zuerst' }] })).toBe('text');
  });

  it('keeps a count of columns a number', () => {
    // Action / Assert
    expect(typeOf({ name: 'number_of_columns', label: 'Number of columns', type: 'select', valueKind: 'choice', choices: choices('1', '2', '3') })).toBe('number');
  });
});

describe('detectByPattern: identifiers and nutrition facts', () => {
  it('reads an item\'s reference number as its SKU', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'ref_number', label: 'Reference number', ...text })).toEqual({ type: 'sku', confidence: 0.95, source: 'pattern', evidence: 'name "ref_number"' });
    expect(typeOf({ name: 'lot_artikel_nr', label: 'Artikel-Nr.', ...text })).toBe('sku');
    expect(typeOf({ name: 'codice_isbn', label: 'Codice ISBN', ...text })).toBe('isbn');
    expect(typeOf({ name: 'arrival_iata', label: 'Arrival airport', ...text })).toBe('airport_code');
  });

  it('reads the nutrients of a serving as numbers and its energy as calories', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'protein', label: 'Protein (g)', ...text })).toEqual({ type: 'number', confidence: 0.95, source: 'pattern', evidence: 'name "protein"' });
    expect(typeOf({ name: 'kohlenhydrate', label: 'Kohlenhydrate', type: 'number', valueKind: 'number' })).toBe('number');
    expect(typeOf({ name: 'x', label: 'Grassi saturi', type: 'number', valueKind: 'number' })).toBe('number');
    expect(typeOf({ name: 'kcal_per_serving', label: 'Calories', type: 'number', valueKind: 'number' })).toBe('calories');
    expect(typeOf({ name: 'x', label: 'Valeur énergétique', ...text })).toBe('calories');
  });

  it('reads an energy class or certificate as no food\'s energy', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', label: 'Certificado energético', ...text })).not.toBe('calories');
    expect(typeOf({ name: 'x', label: 'Classe energetica', ...text })).not.toBe('calories');
    expect(typeOf({ name: 'x', label: 'Energetická třída', ...text })).not.toBe('calories');
  });

  it('reads "since when" as a date, or a year where a number is kept, when nothing else is named', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', label: 'Volunteer since', ...text })).toMatchObject({ type: 'date', evidence: 'since when ("since")' });
    expect(typeOf({ name: 'x', label: 'Mitglied seit', type: 'number', valueKind: 'number' })).toBe('year');
    expect(typeOf({ name: 'x', label: 'Prix depuis', ...text })).toBe('price');
  });

  it('reads how many of a thing are left as that thing, and availability alone as a yes/no', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', label: 'Seats remaining', ...text })).toMatchObject({ type: 'seats', evidence: 'label part "seats"' });
    expect(typeOf({ name: 'stock_disponible', label: 'Stock disponible', ...text })).toBe('quantity');
    expect(typeOf({ name: 'is_available', label: 'Is available', ...text })).toBe('boolean');
  });
});

describe('detectByPattern: texts beside a heading', () => {
  it('reads a line placed before, above or after a heading, or its accented words, as a short text', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', label: 'Line above the headline', ...text })).toEqual({ type: 'text', confidence: 0.8, source: 'pattern', evidence: 'label part "headline" beside a heading' });
    expect(typeOf({ name: 'promo_accent_title', label: 'Accent title', ...text })).toBe('text');
    expect(typeOf({ name: 'seo_after_title', label: 'After title', ...text })).toBe('text');
  });

  it('keeps a subtitle written in two words, and a line of the heading itself, a title', () => {
    // Action / Assert
    expect(typeOf({ name: 'sous_titre', label: 'Sous-titre', ...text })).toBe('title');
    expect(typeOf({ name: 'heading_bottom', label: 'Heading (bottom line)', ...text })).toBe('title');
  });
});

describe('detectByPattern: names in other word orders and languages', () => {
  it('reads a label asking for given and family name together as a full name', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', label: 'Nome e cognome', ...text })).toEqual({ type: 'full_name', confidence: 0.85, source: 'pattern', evidence: 'label "nome_e_cognome" asks for given and family name' });
    expect(typeOf({ name: 'x', label: 'Nom et prénom', ...text })).toBe('full_name');
    expect(typeOf({ name: 'x', label: 'Nombre y apellidos', ...text })).toBe('full_name');
  });

  it('reads what a Romance or "per" name puts first as the thing it is', () => {
    // Action / Assert
    expect(typeOf({ name: 'titulo_del_video', label: 'Título del vídeo', ...text })).toBe('title');
    expect(typeOf({ name: 'cost_per_night', label: 'Cost per night', type: 'number', valueKind: 'number' })).toBe('price');
  });

  it('reads everyday words of Portuguese, Italian, Dutch and Turkish labels', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', label: 'Autor', ...text })).toBe('full_name');
    expect(typeOf({ name: 'x', label: 'Telefone', ...text })).toBe('phone');
    expect(typeOf({ name: 'x', label: 'Ruolo', ...text })).toBe('job_title');
    expect(typeOf({ name: 'x', label: 'Data di fine', ...text })).toBe('end_date');
    expect(typeOf({ name: 'x', label: 'Icoon', ...text })).toBe('icon');
    expect(typeOf({ name: 'x', label: 'Buton linki', ...text })).toBe('url');
  });
});

describe('detectByPattern: a box of many lines', () => {
  it('never reads a quantity into a textarea', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'inhalt', label: 'Inhalt', type: 'textarea', valueKind: 'text' })).toEqual({ type: 'description', confidence: 0.6, source: 'field_type', evidence: 'field type "textarea"' });
    expect(typeOf({ name: 'inhalt', label: 'Inhalt', type: 'number', valueKind: 'number' })).toBe('volume');
  });
});

describe('detectByPattern: lists filled by code', () => {
  it('reads a list without choices of its own to tick several in, or whose label asks to pick, as a relation', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'linked_case_studies', label: 'Case studies', type: 'multicheck', valueKind: 'choice', choices: [] }))
      .toEqual({ type: 'relation', confidence: 0.65, source: 'field_type', evidence: 'several picked from a list filled by code ("multicheck")' });
    expect(typeOf({ name: 'hero_case_study', label: 'Choose a case study', type: 'select', valueKind: 'choice', choices: [] })).toBe('relation');
    expect(typeOf({ name: 'x', label: 'Wybierz realizację', type: 'select', valueKind: 'choice', choices: [] })).toBe('relation');
  });

  it('leaves a single list that asks for nothing, and a list with its own choices, alone', () => {
    // Action / Assert
    expect(typeOf({ name: 'mood', label: 'Mood', type: 'select', valueKind: 'choice', choices: [] })).toBe('text');
    expect(typeOf({ name: 'x', label: 'Choose a mood', type: 'select', valueKind: 'choice', choices: choices('Calm', 'Lively') })).toBe('text');
  });
});

describe('detectByPattern: icons and kinds picked from a list', () => {
  it('reads an icon picked from a list of icons as an icon', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'feature_icon', label: 'Icon', type: 'select', valueKind: 'choice', choices: choices('Rocket', 'Leaf', 'Bolt') }))
      .toEqual({ type: 'icon', confidence: 0.9, source: 'pattern', evidence: 'label "icon"' });
  });

  it('reads a choice of which kind of thing to show as a setting', () => {
    // Action / Assert
    expect(typeOf({ name: 'badge_icon_kind', label: 'Icon kind', type: 'radio', valueKind: 'choice', choices: choices('Picture', 'Font glyph') })).toBe('text');
    expect(typeOf({ name: 'x', label: 'Tipo di biglietto', type: 'select', valueKind: 'choice', choices: choices('Intero', 'Ridotto') })).toBe('text');
  });
});

describe('detectByPattern: a note', () => {
  it('reads an English note as a short text and a French "note sur" as a rating', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'card_note', label: 'Card note', ...text })).toEqual({ type: 'text', confidence: 0.3, source: 'fallback', evidence: 'nothing known' });
    expect(typeOf({ name: 'note_sur_10', label: 'Note sur 10', type: 'number', valueKind: 'number' })).toBe('rating');
  });
});

describe('detectByPattern: a list with one option', () => {
  it('reads a list with a single option of its own, named after a page, as built in code and pointing at pages', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'careers_page', label: 'Careers page', type: 'select', valueKind: 'choice', choices: [{ value: 'x', label: 'x' }] }))
      .toEqual({ type: 'relation', confidence: 0.7, source: 'pattern', evidence: 'list of "page" without choices of its own' });
    expect(typeOf({ name: 'careers_page', label: 'Careers page', type: 'select', valueKind: 'choice', choices: choices('Left', 'Right') })).toBe('text');
  });
});

describe('detectByPattern: section anchors and quotes in reviews', () => {
  it('reads the anchor a page section is linked to as a slug', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'section_id', label: 'Section ID', ...text })).toEqual({ type: 'slug', confidence: 0.95, source: 'pattern', evidence: 'name "section_id"' });
    expect(typeOf({ name: 'x', label: 'Anker-ID', ...text })).toBe('slug');
    expect(typeOf({ name: 'anchor_text', label: 'Anchor text', ...text })).toBe('text');
  });

  it('reads a quote given in a review as the testimonial', () => {
    // Action / Assert
    expect(typeOf({ name: 'quote', label: 'Quote', type: 'textarea', valueKind: 'text', parent: 'reviews' })).toBe('testimonial');
    expect(typeOf({ name: 'quote', label: 'Quote', type: 'textarea', valueKind: 'text', parent: 'page_sections' })).toBe('quote');
  });
});

describe('detectByPattern: Cyrillic labels', () => {
  it('reads social networks written in Cyrillic as their profiles, the smaller ones as web addresses', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', label: 'Інстаграм', ...text })).toEqual({ type: 'instagram', confidence: 0.9, source: 'pattern', evidence: 'label "інстаграм"' });
    expect(typeOf({ name: 'x', label: 'Ссылка на фейсбук', ...text })).toBe('facebook');
    expect(typeOf({ name: 'x', label: 'Телеграм', ...text })).toBe('url');
  });

  it('reads a name label on an inflected Cyrillic role as a full name', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', label: 'Имя спикера', ...text })).toBe('full_name');
    expect(typeOf({ name: 'x', label: "Ім'я викладача", ...text })).toBe('full_name');
    expect(typeOf({ name: 'x', label: "Ім'я та прізвище", ...text })).toBe('full_name');
  });

  it('reads everyday Russian and Ukrainian words', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', label: 'Номер телефона', ...text })).toBe('phone');
    expect(typeOf({ name: 'x', label: 'Підзаголовок', ...text })).toBe('title');
    expect(typeOf({ name: 'x', label: 'Відгук', type: 'textarea', valueKind: 'text' })).toBe('testimonial');
    expect(typeOf({ name: 'x', label: 'Координаты', ...text })).toBe('location');
  });
});

describe('detectByPattern: labels and link captions', () => {
  it('reads the label shown for a value as a short text, not the value', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'hotline_phone_label', label: 'Hotline phone label', ...text })).toEqual({ type: 'text', confidence: 0.8, source: 'pattern', evidence: 'label part "phone", the label shown for it' });
    expect(typeOf({ name: 'x', label: 'Etiqueta', ...text })).toBe('text');
    expect(typeOf({ name: 'hotline_phone', label: 'Hotline phone', ...text })).toBe('phone');
  });

  it('reads a link\'s title as its caption, and a measuring unit as no flat number', () => {
    // Action / Assert
    expect(typeOf({ name: 'more_link_title', label: 'Link title', ...text })).toBe('text');
    expect(typeOf({ name: 'unit', label: 'Unit', ...text })).toBe('text');
    expect(typeOf({ name: 'stat_counter', label: 'Counter', type: 'text', valueKind: 'text' })).toBe('number');
  });
});

describe('detectByPattern: a unit in the label', () => {
  it('reads the measure a bracketed unit names, in Latin or Cyrillic letters', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'plot_size', label: 'Plot size (m²)', type: 'number', valueKind: 'number' })).toEqual({ type: 'area', confidence: 0.75, source: 'field_type', evidence: 'unit "m²" in the label' });
    expect(typeOf({ name: 'x', label: 'Тривалість уроку (хв.)', type: 'number', valueKind: 'number' })).toBe('duration');
    expect(typeOf({ name: 'route_length', label: 'Route length (km)', type: 'number', valueKind: 'number' })).toBe('distance');
  });

  it('leaves words in brackets that are no unit, and a mass, to the words', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', label: 'Heading (optional)', ...text })).toBe('title');
    expect(typeOf({ name: 'protein', label: 'Protein (g)', type: 'number', valueKind: 'number' })).toBe('number');
  });
});

describe('detectByPattern: false friends of English', () => {
  it('reads a service, a level and spacing as what English sites mean by them', () => {
    // Action / Assert
    expect(typeOf({ name: 'service', label: 'Service', ...text })).toBe('text');
    expect(typeOf({ name: 'skill_level', label: 'Level', ...text })).toBe('text');
    expect(typeOf({ name: 'card_padding', label: 'Padding', ...text })).toBe('number');
    expect(typeOf({ name: 'overlay_opacity', label: 'Overlay opacity', type: 'number', valueKind: 'number' })).toBe('number');
  });
});

describe('detectByPattern: sort weights and carousels', () => {
  it('reads a weight beside a ranking word as a number, a weight alone or with a unit as a mass', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'menu_weight', label: 'Menu weight', type: 'number', valueKind: 'number' })).toEqual({ type: 'number', confidence: 0.8, source: 'pattern', evidence: 'name part "weight" that ranks items' });
    expect(typeOf({ name: 'parcel_weight', label: 'Parcel weight (kg)', type: 'number', valueKind: 'number' })).toBe('weight');
  });

  it('reads a picture of a carousel as a slide\'s background', () => {
    // Action / Assert
    expect(typeOf({ name: 'carousel_picture', label: 'Carousel picture', type: 'image', media: 'image' })).toBe('image_background');
    expect(typeOf({ name: 'x', label: 'Foto', type: 'image', media: 'image', parent: 'carrusel_portada' })).toBe('image_background');
  });
});

describe('detectByPattern: trips and worship', () => {
  it('reads the departure and return days of a trip as its start and end dates', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'tour_departure', label: 'Departure day', ...date })).toEqual({ type: 'start_date', confidence: 0.8, source: 'pattern', evidence: 'label part "day", one end of a range' });
    expect(typeOf({ name: 'fecha_regreso', label: 'Fecha de regreso', ...date })).toBe('end_date');
    expect(typeOf({ name: 'stay_check_in', label: 'Check-in', ...date })).toBe('start_date');
    expect(typeOf({ name: 'stay_check_out', label: 'Check-out', ...date })).toBe('end_date');
  });

  it('reads who leads a service as a person, its times as opening hours, and a group\'s size as a capacity', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', label: 'Preacher', ...text })).toBe('full_name');
    expect(typeOf({ name: 'x', label: 'Nombre del celebrante', ...text })).toBe('full_name');
    expect(typeOf({ name: 'mass_times', label: 'Mass times', ...text })).toBe('opening_hours');
    expect(typeOf({ name: 'group_size', label: 'Group size', type: 'number', valueKind: 'number' })).toBe('capacity');
  });
});

describe('detectByPattern: sums of money and floor areas', () => {
  it('reads fees, a deposit and tuition as prices, and a Polish floor area as an area', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'hoa_fees', label: 'HOA fees', ...text })).toEqual({ type: 'price', confidence: 0.8, source: 'pattern', evidence: 'name part "fees"' });
    expect(typeOf({ name: 'x', label: 'Kaution', type: 'number', valueKind: 'number' })).toBe('price');
    expect(typeOf({ name: 'x', label: 'Metraż', type: 'number', valueKind: 'number' })).toBe('area');
  });
});

describe('detectByPattern: genres and sizes of groups', () => {
  it('reads a genre as a kind of work, a gender only when its choices are genders', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'album_genre', label: 'Genre', ...text })).toEqual({ type: 'text', confidence: 0.3, source: 'fallback', evidence: 'nothing known' });
    expect(typeOf({ name: 'genre', label: 'Genre', type: 'radio', valueKind: 'choice', choices: choices('Homme', 'Femme') })).toBe('gender');
  });

  it('reads the size of a team or a company as a count, not a length', () => {
    // Action / Assert
    expect(typeOf({ name: 'team_size', label: 'Team size', type: 'number', valueKind: 'number' })).toBe('number');
    expect(typeOf({ name: 'company_size', label: 'Company size', type: 'number', valueKind: 'number' })).toBe('employees');
  });
});

describe('detectByPattern: a kind of a thing', () => {
  it('reads a name ending in a kind or level word as text, not as the thing', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'vacancy_job_type', label: 'Job type', ...text })).toEqual({ type: 'text', confidence: 0.8, source: 'pattern', evidence: 'label part "job", a kind of it' });
    expect(typeOf({ name: 'x', label: 'Sponsor tier', ...text })).toBe('text');
    expect(typeOf({ name: 'venue_category', label: 'Venue category', ...text })).toBe('text');
  });

  it('keeps kinds the patterns know by name', () => {
    // Action / Assert
    expect(typeOf({ name: 'property_type', label: 'Property type', ...text })).toBe('property_type');
    expect(typeOf({ name: 'blood_type', label: 'Blood type', ...text })).toBe('blood_type');
  });
});

describe('detectByPattern: an event\'s date, stars and opinions', () => {
  it('reads the date of an event as when it starts', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'fecha_del_evento', label: 'Fecha del evento', ...date })).toEqual({ type: 'start_date', confidence: 0.8, source: 'pattern', evidence: 'name part "fecha" of "fecha_del_evento"' });
    expect(typeOf({ name: 'concert_day', label: 'Concert day', ...date })).toBe('start_date');
    expect(typeOf({ name: 'published_on', label: 'Published on', ...date })).toBe('date');
  });

  it('reads stars as a rating and an opinion as a testimonial in more languages', () => {
    // Action / Assert
    expect(typeOf({ name: 'x', label: 'Estrellas', type: 'number', valueKind: 'number' })).toBe('rating');
    expect(typeOf({ name: 'x', label: 'Opinión', type: 'textarea', valueKind: 'text' })).toBe('testimonial');
  });
});

describe('detectByPattern: identifiers', () => {
  it('reads the number of a record or document as a serial number, a number of things as a count', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'claim_number', label: 'Claim number', ...text })).toEqual({ type: 'serial_number', confidence: 0.8, source: 'pattern', evidence: 'name part "number" identifying a record' });
    expect(typeOf({ name: 'x', label: 'Numéro de réservation', ...text })).toBe('serial_number');
    expect(typeOf({ name: 'number_of_claims', label: 'Number of claims', ...text })).toBe('number');
  });

  it('reads a code named after its standard as that identifier', () => {
    // Action / Assert
    expect(typeOf({ name: 'gtin_code', label: 'GTIN code', ...text })).toBe('barcode');
    expect(typeOf({ name: 'x', label: 'Código IATA', ...text })).toBe('airport_code');
    expect(typeOf({ name: 'iso_code', label: 'ISO code', ...text })).toBe('text');
  });
});
