import { detectByPattern, type DetectionInput } from '../../../worker/src/detection/pattern-detector.js';

/*
 * French, Spanish, Italian, Portuguese and Polish put the thing first and what it is of after it,
 * with or without a preposition ("Título servicios", "Data dell'evento", "Nazwa firmy"). Invented
 * names and labels in each language: the head is the field's meaning, what follows only qualifies it.
 */

const text = { type: 'text', valueKind: 'text' } as const;
const textarea = { type: 'textarea', valueKind: 'text' } as const;
const date = { type: 'date_picker', valueKind: 'date' } as const;

const typeOf = (input: DetectionInput): string => detectByPattern(input).type;

describe('a head noun before what it is of', () => {
  it.each([
    ['es', 'titulo_servicios', 'Título servicios', 'title'],
    ['it', 'titolo_corsi', 'Titolo corsi', 'title'],
    ['pt', 'titulo_produtos', 'Título do Produto', 'title'],
    ['es', 'precio_habitacion', 'Precio habitación', 'price'],
    ['it', 'prezzo_camera', 'Prezzo camera', 'price'],
    ['fr', 'prix_chambre', 'Prix chambre', 'price'],
    ['pl', 'cena_pokoju', 'Cena pokoju', 'price'],
    ['it', 'indirizzo_negozio', 'Indirizzo negozio', 'full_address'],
    ['es', 'direccion_tienda', 'Dirección tienda', 'full_address'],
    ['pt', 'endereco_loja', 'Endereço loja', 'full_address'],
  ])('%s: %s / "%s" is %s', (_language, name, label, expected) => {
    // Act / Assert
    expect(detectByPattern({ name, label, ...text })).toEqual({ type: expected, confidence: 0.8, source: 'pattern', evidence: `name part "${name.split('_')[0]!}"` });
  });

  it('reads a Polish description of a thing as a description', () => {
    // Act / Assert
    expect(detectByPattern({ name: 'opis_uslugi', label: 'Opis usługi', ...textarea })).toEqual({ type: 'description', confidence: 0.8, source: 'pattern', evidence: 'name part "opis"' });
  });

  it('leaves a name in English order to its last word ("Foto link" is a link, "Usuario de Twitter" the profile)', () => {
    // Act / Assert
    expect(typeOf({ name: 'foto_link', label: 'Foto link', ...text })).toBe('url');
    expect(typeOf({ name: 'usuario_twitter', label: 'Usuario de Twitter', ...text })).toBe('twitter');
  });
});

describe('the words or the picture of something', () => {
  it('is no more than what the field stores, never the thing it is of', () => {
    // Act / Assert
    expect(detectByPattern({ name: 'texto_evento', label: 'Texto evento', ...textarea })).toEqual({ type: 'description', confidence: 0.6, source: 'field_type', evidence: 'field type "textarea"' });
    expect(detectByPattern({ name: 'testo_prodotto', label: 'Testo prodotto', ...text })).toEqual({ type: 'text', confidence: 0.3, source: 'fallback', evidence: 'nothing known' });
    expect(typeOf({ name: 'x1', label: 'Imagen del producto', ...text })).toBe('text');
    expect(typeOf({ name: 'x1', label: 'Texte de l\'événement', ...text })).toBe('text');
  });
});

describe('a name before its owner', () => {
  it.each([
    ['it', 'nome_azienda', 'Nome azienda', 'company'],
    ['pl', 'nazwa_firmy', 'Nazwa firmy', 'company'],
    ['fr', 'nom_entreprise', 'Nom entreprise', 'company'],
    ['pt', 'x1', 'Nome do produto', 'product_name'],
    ['fr', 'x1', 'Nom du sponsor', 'company'],
  ])('%s: %s / "%s" is %s', (_language, name, label, expected) => {
    // Act / Assert
    expect(typeOf({ name, label, ...text })).toBe(expected);
  });

  it('reads the label\'s owner over the name\'s last word ("evento_nome" labelled "Nome sponsor")', () => {
    // Act / Assert
    expect(detectByPattern({ name: 'evento_nome', label: 'Nome sponsor', ...text })).toEqual({ type: 'company', confidence: 0.8, source: 'pattern', evidence: 'label part "nome_sponsor"' });
  });
});

describe('a label read head first against a name read from its end', () => {
  it.each([
    ['pt', 'eventos_hora', 'Data do evento'],
    ['it', 'evento_ora', 'Data dell\'evento'],
    ['es', 'evento_hora', 'Fecha del evento'],
  ])('%s: %s / "%s" is the event\'s start date, not a time', (_language, name, label) => {
    // Act / Assert
    expect(typeOf({ name, label, ...date })).toBe('start_date');
  });
});
