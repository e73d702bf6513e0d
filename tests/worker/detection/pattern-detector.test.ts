import { CONFIDENT, detectByPattern, PATTERN_COUNT } from '../../../worker/src/detection/pattern-detector.js';
import { normaliseName } from '../../../worker/src/detection/name-normaliser.js';
import { DOMAIN_PATTERNS } from '../../../worker/src/detection/domain-patterns.js';
import { PATTERNS } from '../../../worker/src/detection/patterns.js';
import { semanticType, SEMANTIC_TYPES } from '../../../worker/src/detection/semantic-types.js';
import { GENERATORS } from '../../../worker/src/generators/fields/semantic/semantic-generators.js';

describe('normaliseName', () => {
  it.each([
    ['billingEmail', '', 'billing_email'],
    ['field_Prénom', '', 'prenom'],
    ['wpcf-phone-2', '', 'phone'],
    ['_acf_meta_price', '', 'price'],
    ['product_price', 'product', 'price'],
    ['Straße', '', 'strasse'],
    ['Электронная почта', '', 'электронная_почта'],
  ])('%s → %s', (raw, postType, expected) => {
    // Action / Assert
    expect(normaliseName(raw, postType)).toBe(expected);
  });
});

describe('detectByPattern', () => {
  it('knows a type for every pattern and a generator for every type', () => {
    // Assert
    for (const type of [...Object.keys(PATTERNS), ...Object.keys(DOMAIN_PATTERNS)]) expect(semanticType(type)).toBeDefined();
    for (const type of SEMANTIC_TYPES) expect(GENERATORS[type.id]).toBeDefined();
    expect(new Set(SEMANTIC_TYPES.map((t) => t.id)).size).toBe(SEMANTIC_TYPES.length);
    expect(SEMANTIC_TYPES.length).toBeGreaterThanOrEqual(126);
    expect(PATTERN_COUNT).toBeGreaterThanOrEqual(740);
  });

  it.each([
    ['Vorname', 'first_name'], ['telefonnummer', 'phone'], ['prix', 'price'], ['precio_venta', 'price'], ['data_nascimento', 'birth_date'],
    ['nazwisko', 'last_name'], ['электронная_почта', 'email'], ['postcode_nl', 'postcode'], ['voornaam', 'first_name'], ['indirizzo', 'full_address'],
    ['preço', 'price'], ['цена', 'price'], ['geburtsdatum', 'birth_date'], ['courriel', 'email'], ['kilometerstand', 'mileage'],
    ['codice_fiscale', 'national_id'], ['Kraftstoffart', 'fuel_type'], ['kenteken', 'license_plate'], ['zutaten', 'ingredients'], ['numer_faktury', 'invoice_number'],
    ['temps_de_preparation', 'cooking_time'], ['площадь', 'area'], ['wohnflache', 'area'], ['Öffnungszeiten', 'opening_hours'], ['personnummer', 'national_id'], ['tax_id', 'vat_number'], ['respuesta', 'description'], ['suites', 'bedrooms'], ['liczba_pokoi', 'bedrooms'], ['orario', 'opening_hours'], ['indirizzo_pec', 'email'], ['numero_verde', 'phone'], ['tipo_immobile', 'property_type'], ['spese_condominiali', 'price'],
  ])('%s is %s with confidence', (name, type) => {
    // Action
    const detection = detectByPattern({ name });

    // Assert
    expect(detection).toEqual({ type, confidence: 0.95, source: 'pattern', evidence: `name "${normaliseName(name)}"` });
  });

  it('ranks an exact name over a label, a partial name, the field type and the fallback', () => {
    // Action
    const exact = detectByPattern({ name: 'email' });
    const label = detectByPattern({ name: 'x1', label: 'E-Mail' });
    const partial = detectByPattern({ name: 'billing_contact_email_primary' });
    const byType = detectByPattern({ name: 'x2', type: 'email' });
    const fallback = detectByPattern({ name: 'x3', type: 'text' });

    // Assert
    expect([exact, label, partial, byType].map((d) => d.type)).toEqual(['email', 'email', 'email', 'email']);
    expect([exact, label, partial, byType, fallback].map((d) => d.confidence)).toEqual([0.95, 0.9, 0.8, 0.75, 0.3]);
    expect(fallback).toEqual({ type: 'text', confidence: 0.3, source: 'fallback', evidence: 'nothing known' });
    expect([exact, label, partial, byType].map((d) => d.evidence)).toEqual(['name "email"', 'label "e_mail"', 'name part "contact_email"', 'field type "email"']);
    expect(fallback.confidence).toBeLessThan(CONFIDENT);
  });

  it.each([
    ['Firmy', 'company'], ['Ciudades', 'city'], ['Телефоны', 'phone'], ['Ссылки', 'url'], ['Preços', 'price'], ['Companies', 'company'], ['Emails', 'email'],
  ])('reads the plural %s as what one of it is: %s', (label, type) => {
    // Action
    const detection = detectByPattern({ name: 'x', label, type: 'text', valueKind: 'text' });

    // Assert
    expect(detection).toMatchObject({ type, confidence: 0.85, evidence: `label "${normaliseName(label)}", a plural` });
  });

  it('reads a word only in the plural when the word as written is unknown, and only when what is left is a known word', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'address' }).type).toBe('full_address');
    expect(detectByPattern({ name: 'glass' }).source).toBe('fallback');
    expect(detectByPattern({ name: 'xyzes' }).source).toBe('fallback');
    // An Italian plural ending is a singular ending elsewhere: "piani" is not read as "piano".
    expect(detectByPattern({ name: 'piani' }).source).toBe('fallback');
  });

  it('reads a list of people or organisations with no options of its own as a relation to the records that code fills it with, and one with its own options as the names picked', () => {
    // Setup
    const list = { type: 'select_advanced', plugin: 'meta-box' as const, valueKind: 'choice' };

    // Action / Assert
    expect(detectByPattern({ ...list, name: 'autores', label: 'Autores' })).toMatchObject({ type: 'relation', evidence: 'name "autores", a plural: picked from a list filled by code' });
    expect(detectByPattern({ ...list, name: 'org', label: 'Organización' })).toMatchObject({ type: 'relation' });
    expect(detectByPattern({ ...list, name: 'org', label: 'Organización', choices: [{ value: 'a', label: 'Acme' }] })).toMatchObject({ type: 'relation' });
    expect(detectByPattern({ ...list, name: 'author', label: 'Author', choices: [{ value: 'ann', label: 'Ann Lee' }, { value: 'bob', label: 'Bob Roe' }] })).toMatchObject({ type: 'full_name' });
  });

  it('reads a plain box of many lines named for markup or a program as code, and a video\'s embed as the video', () => {
    // Setup
    const box = { type: 'textarea', plugin: 'acf' as const, valueKind: 'text' };

    // Action / Assert
    expect(detectByPattern({ ...box, name: 'tag_head', label: 'Tag manager script (head)' })).toMatchObject({ type: 'code_snippet', evidence: 'a box of many lines for "script"' });
    expect(detectByPattern({ ...box, name: 'calameo', label: 'Calameo embed' })).toMatchObject({ type: 'code_snippet' });
    expect(detectByPattern({ ...box, name: 'logo_svg', label: 'Logo (SVG)' })).toMatchObject({ type: 'code_snippet' });
    expect(detectByPattern({ ...box, name: 'video_embed', label: 'Video embed' })).toMatchObject({ type: 'video_url' });
    expect(detectByPattern({ ...box, type: 'wysiwyg', name: 'intro', label: 'Intro (HTML)' }).type).not.toBe('code_snippet');
  });

  it('reads a one-line description of a picture as its caption, and a long one as a description', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'slide_photo_description', label: 'Slide photo description', type: 'text', valueKind: 'text' })).toMatchObject({ type: 'caption', evidence: 'name part "description" of a picture' });
    expect(detectByPattern({ name: 'descripcion_foto', label: 'Descripción de la foto', type: 'text', valueKind: 'text' }).type).toBe('caption');
    expect(detectByPattern({ name: 'photo_description', label: 'Photo description', type: 'textarea', valueKind: 'text' }).type).toBe('description');
  });

  it('reads what stands around the input when the name and label say nothing: a symbol or unit, then help text and placeholder', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', type: 'number', prepend: '€' })).toEqual({ type: 'price', confidence: 0.75, source: 'field_type', evidence: 'prepend "€"' });
    expect(detectByPattern({ name: 'x', type: 'number', append: 'm²' })).toMatchObject({ type: 'area', evidence: 'append "m²"' });
    expect(detectByPattern({ name: 'x', type: 'number', append: ' kg ' })).toMatchObject({ type: 'weight' });
    expect(detectByPattern({ name: 'x', type: 'number', append: '%' })).toMatchObject({ type: 'percentage' });
    expect(detectByPattern({ name: 'x', type: 'text', instructions: 'Die E-Mail-Adresse des Ansprechpartners' })).toEqual({ type: 'email', confidence: 0.65, source: 'pattern', evidence: 'instructions part "e_mail_adresse"' });
    expect(detectByPattern({ name: 'x', type: 'text', placeholder: 'Phone number' })).toMatchObject({ type: 'phone', evidence: expect.stringMatching(/^placeholder part/) });
    // The name still wins over everything around the input.
    expect(detectByPattern({ name: 'weight', type: 'number', prepend: '$' }).type).toBe('weight');
    // A unit the table does not know says nothing.
    expect(detectByPattern({ name: 'x', type: 'number', append: 'pcs' }).source).toBe('field_type');
    expect(detectByPattern({ name: 'x', type: 'number', append: 'pcs' }).type).toBe('number');
  });

  it('reads choices and bounds as evidence when the name says nothing', () => {
    // Action / Assert
    expect(detectByPattern({ name: 'x', type: 'radio', choices: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] }).type).toBe('boolean');
    expect(detectByPattern({ name: 'x', type: 'number', min: 1, max: 5 }).type).toBe('rating');
    expect(detectByPattern({ name: 'x', type: 'number', min: 1900, max: 2100 }).type).toBe('year');
    expect(detectByPattern({ name: 'x', type: 'number', min: 1, max: 5 }).evidence).toBe('bounds 1–5');
    expect(detectByPattern({ name: 'x', type: 'number' })).toEqual({ type: 'number', confidence: 0.6, source: 'field_type', evidence: 'field type "number"' });
    // An oEmbed field is made for what WordPress embeds, mostly videos; a network's profile named there stays that profile.
    expect(detectByPattern({ name: 'x', type: 'oembed', valueKind: 'link' })).toMatchObject({ type: 'video_url', evidence: 'field type "oembed"' });
    expect(detectByPattern({ name: 'instagram', type: 'oembed', valueKind: 'link' }).type).toBe('instagram');
    // Pods' slug field holds a slug, whatever its name says.
    expect(detectByPattern({ name: 'link_name', label: 'Link name', type: 'slug', valueKind: 'text' })).toMatchObject({ type: 'slug', evidence: 'field type "slug"' });
    // A link field keeps an address and its caption: help text that speaks of a quote does not make it one.
    expect(detectByPattern({ name: 'x', type: 'link', valueKind: 'link', instructions: 'The button that asks for a quote' }).type).toBe('link');
  });
});
