import { normaliseName } from './name-normaliser.js';

/** What a field's surroundings say its record is about: the post type, the field group, the parent field. */
export type Domain = 'person' | 'review' | 'organisation' | 'product' | 'event' | 'place' | 'recipe' | 'course';

/** Words (normalised, any of the covered languages) that name a kind of record. */
const DOMAIN_WORDS: Readonly<Record<Domain, readonly string[]>> = {
  person: [
    'team', 'member', 'members', 'staff', 'person', 'people', 'author', 'speaker', 'speakers', 'doctor', 'doctors', 'teacher', 'teachers', 'instructor',
    'agent', 'agents', 'employee', 'employees', 'artist', 'artists', 'player', 'players', 'profile', 'coach', 'trainer',
    'lawyer', 'attorney', 'physician', 'dentist', 'therapist', 'guest', 'presenter', 'founder', 'leader', 'director', 'volunteer', 'student', 'pastor',
    'actor', 'actors', 'actress', 'writer', 'writers', 'donor', 'donors', 'participant', 'attendee', 'registrant', 'applicant', 'candidate', 'patient', 'customer', 'owner',
    'tenant', 'seller', 'buyer', 'quote', 'quotes', 'medlem', 'mitglied', 'socio', 'deelnemer', 'tilmelding', 'anmeldung', 'inscription', 'inscripcion',
    'mitarbeiter', 'autor', 'referent', 'arzt', 'lehrer', 'equipo', 'miembro', 'ponente', 'medico', 'profesor', 'parroco', 'membre', 'equipe', 'intervenant',
    'auteur', 'medecin', 'squadra', 'membro', 'relatore', 'medewerker', 'spreker', 'arts', 'pracownik', 'lekarz', 'zespol',
    'сотрудник', 'сотрудники', 'автор', 'врач', 'команда', 'співробітник', 'лікар', 'команда',
    // Volunteers and researchers, in each language read.
    'volunteers', 'voluntario', 'voluntarios', 'voluntaria', 'volontario', 'volontari', 'benevole', 'benevoles', 'freiwillige', 'freiwilliger', 'vrijwilliger', 'vrijwilligers',
    'wolontariusz', 'wolontariusza', 'wolontariusze', 'frivillig', 'frivillige', 'dobrovolnik', 'gonullu', 'voluntar', 'relawan', 'волонтер', 'волонтёр', 'волонтери', 'волонтеры',
    'researcher', 'researchers', 'investigador', 'investigadores', 'investigadora', 'ricercatore', 'ricercatori', 'pesquisador', 'pesquisadores', 'pesquisadora', 'chercheur',
    'chercheurs', 'forscher', 'onderzoeker', 'onderzoekers', 'badacz', 'badacza', 'naukowiec', 'forskare', 'forsker', 'vyzkumnik', 'arastirmaci', 'cercetator', 'peneliti',
    'исследователь', 'дослідник',
    // Teachers and advisers of a school or a firm.
    'faculty', 'professor', 'professors', 'lecturer', 'lecturers', 'tutor', 'tutors', 'mentor', 'mentors', 'expert', 'experts', 'specialist', 'specialists',
    'consultant', 'consultants', 'advisor', 'advisors', 'adviser', 'advisers',
  ],
  review: ['testimonial', 'testimonials', 'review', 'reviews', 'feedback', 'referenz', 'referenzen', 'temoignage', 'temoignages', 'testimonio', 'testimonios', 'recensione', 'recensioni', 'depoimento', 'opinia', 'opinie', 'отзыв', 'отзывы', 'відгук', 'відгуки'],
  organisation: [
    'company', 'companies', 'sponsor', 'sponsors', 'partner', 'partners', 'client', 'clients', 'brand', 'brands', 'business', 'organisation', 'organization',
    'firm', 'agency', 'employer', 'publisher', 'supplier', 'vendor', 'manufacturer', 'exhibitor', 'unternehmen', 'firma', 'entreprise', 'empresa', 'empresas',
    'patrocinador', 'azienda', 'bedrijf', 'компания', 'партнер', 'компанія', 'партнер', 'marca',
    'org', 'organisatie', 'organizacja', 'organizacion', 'organizzazione', 'organizacao', 'организация', 'организации', 'організація', 'організації',
    'компании', 'компанії', 'фирма', 'firmy', 'societe', 'gesellschaft',
  ],
  product: ['product', 'products', 'item', 'items', 'shop', 'goods', 'merch', 'produkt', 'produit', 'producto', 'prodotto', 'produto', 'товар', 'продукт'],
  event: ['event', 'events', 'concert', 'show', 'festival', 'conference', 'webinar', 'meetup', 'veranstaltung', 'evenement', 'evento', 'eventos', 'wydarzenie', 'мероприятие', 'событие', 'подія'],
  place: ['venue', 'venues', 'location', 'locations', 'place', 'places', 'store', 'branch', 'office', 'hotel', 'restaurant', 'lugar', 'ort', 'lieu', 'luogo', 'locale'],
  recipe: ['recipe', 'recipes', 'dish', 'meal', 'food', 'rezept', 'recette', 'receta', 'ricetta', 'recept', 'przepis', 'рецепт'],
  course: ['course', 'courses', 'lesson', 'lessons', 'class', 'classes', 'programme', 'kurs', 'cours', 'curso', 'corso', 'курс'],
};

const DOMAIN_OF = new Map<string, Domain>(Object.entries(DOMAIN_WORDS).flatMap(([domain, words]) => words.map((w) => [w, domain as Domain] as const)));

/** The record kind the nearest context names: the layout and parent field first, then the group's title, then the post type. */
export function domainOf(contexts: ReadonlyArray<string | undefined>): { domain: Domain; from: string } | undefined {
  for (const context of contexts) {
    if (!context) continue;
    const tokens = normaliseName(context).split('_');
    for (const token of tokens) {
      const domain = DOMAIN_OF.get(token);
      if (domain) return { domain, from: context };
    }
  }
  return undefined;
}

/**
 * A plain word means something more precise in a known record: "Name" of a sponsor is a company,
 * of a product its product name; "Title" of a team member a job title; "Date" of an event its start.
 */
const REFINED: Readonly<Record<string, Partial<Record<Domain, string>>>> = {
  full_name: { organisation: 'company', product: 'product_name', event: 'event_name', place: 'venue', recipe: 'dish', course: 'course_name' },
  title: { person: 'job_title', event: 'event_name', course: 'course_name' },
  date: { event: 'start_date' },
  image: { person: 'image_portrait', review: 'image_portrait', organisation: 'image_logo' },
  description: { review: 'testimonial' },
  quote: { review: 'testimonial' },
};

/** The plain words REFINED applies to (a name like `author_name` is already precise). */
export const PLAIN_WORDS = new Set(['name', 'nombre', 'nom', 'nome', 'naam', 'nazwa', 'название', 'назва', 'имя', 'title', 'titre', 'titulo', 'titolo', 'titel', 'tytul', 'заголовок', 'date', 'datum', 'fecha', 'data', 'дата']);

export function refined(type: string, domain: Domain | undefined): string | undefined {
  return domain ? REFINED[type]?.[domain] : undefined;
}
