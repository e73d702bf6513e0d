import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Tier-1 detection of 1,000 field definitions: realistic names in the nine languages, with
 * labels, plugin types, prefixes and separators as real field groups have them. Runs the
 * worker's compiled detector (worker/dist, built by `make up`) in this process.
 */

interface DetectionInput { name: string; label?: string; type?: string; plugin?: string; postType?: string; choices?: Array<{ value: string; label: string }>; min?: number; max?: number }
type Detect = (input: DetectionInput) => { type: string; confidence: number };

const STEMS = [
  'price', 'email', 'phone', 'first_name', 'last_name', 'street', 'city', 'zip', 'country', 'birth_date', 'website', 'company',
  'rating', 'color', 'sku', 'weight', 'height', 'width', 'latitude', 'longitude', 'description', 'subtitle', 'start_date', 'end_date',
  'Vorname', 'Nachname', 'telefonnummer', 'strasse', 'postleitzahl', 'geburtsdatum', 'preis', 'prénom', 'nom', 'téléphone', 'adresse',
  'prix', 'código_postal', 'precio', 'nombre', 'apellido', 'correo', 'prezzo', 'cognome', 'indirizzo', 'voornaam', 'achternaam',
  'telefoon', 'prijs', 'nome', 'sobrenome', 'preço', 'endereço', 'imię', 'nazwisko', 'cena', 'adres', 'имя', 'фамилия', 'телефон', 'цена',
  'event_venue', 'isbn', 'vin', 'mileage', 'bedrooms', 'bathrooms', 'square_feet', 'calories', 'ingredients', 'duration', 'author_bio',
  'facebook_url', 'twitter_handle', 'instagram', 'logo', 'gallery', 'notes', 'quantity', 'discount', 'tax_rate', 'iban', 'vat_number',
];
const PREFIXES = ['', 'field_', 'acf_', '_', 'meta_', 'wpcf-', 'product_', 'event_'];
const TYPES: Array<[string, string]> = [['acf', 'text'], ['acf', 'number'], ['meta-box', 'text'], ['pods', 'text'], ['cmb2', 'text_small'], ['carbon-fields', 'text'], ['jetengine', 'text']];

function definitions(count: number): DetectionInput[] {
  const out: DetectionInput[] = [];
  for (let i = 0; out.length < count; i++) {
    const stem = STEMS[i % STEMS.length]!;
    const prefix = PREFIXES[Math.floor(i / STEMS.length) % PREFIXES.length]!;
    const [plugin, type] = TYPES[i % TYPES.length]!;
    const name = i % 3 === 0 ? `${prefix}${stem}`.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()) : `${prefix}${stem}${i % 5 === 0 ? '_2' : ''}`;
    out.push({ name, label: stem.replace(/_/g, ' '), type, plugin, postType: 'product' });
  }
  return out;
}

export async function detectionBench(runs: number): Promise<{ first: number; median: number; count: number }> {
  const url = pathToFileURL(path.resolve('worker/dist/detection/pattern-detector.js')).href;
  const { detectByPattern } = (await import(url)) as { detectByPattern: Detect };
  const defs = definitions(1000);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = process.hrtime.bigint();
    for (const d of defs) detectByPattern(d);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { first: times[0]!, median: sorted[Math.floor(sorted.length / 2)]!, count: defs.length };
}
