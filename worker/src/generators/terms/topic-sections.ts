import { bankFor } from '../text/phrase-banks.js';

/**
 * Every phrase bank lists the same 62 topics in the same order, each in its language. Grouped
 * under broad sections, they give a category tree that reads like one: "Travel › Train Travel",
 * "Food & Drink › Baking". By index into `topics`; each topic in exactly one section.
 */
export const SECTION_TOPICS: readonly (readonly number[])[] = [
  [0, 5, 23, 24, 25, 26, 39, 57, 61], // home and garden
  [2, 7, 8, 17, 50, 51], // travel
  [3, 6, 19, 20, 21, 22, 41, 58], // food and drink
  [1, 9, 10, 44, 45, 46], // work and money
  [11, 12, 13, 47, 48, 49], // technology
  [16, 27, 28, 29, 60], // health
  [30, 31, 32, 33, 34, 35, 55, 59], // culture
  [18, 36, 37, 38, 54], // city life
  [4, 14, 15, 40, 52, 53], // sports and outdoors
  [42, 43, 56], // family and community
];

/** The words of a category tree in one content locale. */
interface CategoryWords {
  /** The sections' names, in SECTION_TOPICS order. */
  sections: readonly string[];
  /** What a topic's own sub-categories are called: "Train Travel › Guides". */
  facets: readonly string[];
  /** How a category describes itself; `{name}` is the term's name. */
  descriptions: readonly string[];
}

const ENGLISH: CategoryWords = {
  sections: ['Home & Garden', 'Travel', 'Food & Drink', 'Work & Money', 'Technology', 'Health', 'Culture', 'City Life', 'Sports & Outdoors', 'Family & Community'],
  facets: ['Tips', 'Guides', 'News', 'Reviews', 'Ideas', 'Basics', 'Inspiration', 'Stories', 'Events', 'Interviews'],
  descriptions: ['Everything about {name}.', 'Stories, tips and ideas on {name}.', 'Our posts on {name}, newest first.'],
};

/** Per content locale. */
export const CATEGORY_WORDS: Readonly<Record<string, CategoryWords>> = {
  en_US: ENGLISH,
  en_GB: ENGLISH,
  de_DE: {
    sections: ['Haus & Garten', 'Reisen', 'Essen & Trinken', 'Arbeit & Geld', 'Technik', 'Gesundheit', 'Kultur', 'Stadtleben', 'Sport & Natur', 'Familie & Gemeinschaft'],
    facets: ['Tipps', 'Ratgeber', 'Neuigkeiten', 'Tests', 'Ideen', 'Grundlagen', 'Inspiration', 'Geschichten', 'Termine', 'Interviews'],
    descriptions: ['Alles rund um {name}.', 'Geschichten, Tipps und Ideen zu {name}.', 'Unsere Beiträge zu {name}, die neuesten zuerst.'],
  },
  fr_FR: {
    sections: ['Maison & Jardin', 'Voyages', 'Cuisine & Boissons', 'Travail & Argent', 'Technologie', 'Santé', 'Culture', 'Vie en ville', 'Sport & Plein air', 'Famille & Entraide'],
    facets: ['Conseils', 'Guides', 'Actualités', 'Avis', 'Idées', 'Les bases', 'Inspiration', 'Récits', 'Événements', 'Entretiens'],
    descriptions: ['Tout sur {name}.', 'Récits, conseils et idées autour de {name}.', 'Nos articles sur {name}, les plus récents d’abord.'],
  },
  es_ES: {
    sections: ['Casa y Jardín', 'Viajes', 'Comida y Bebida', 'Trabajo y Dinero', 'Tecnología', 'Salud', 'Cultura', 'Vida urbana', 'Deporte y Aire libre', 'Familia y Comunidad'],
    facets: ['Consejos', 'Guías', 'Noticias', 'Reseñas', 'Ideas', 'Lo básico', 'Inspiración', 'Historias', 'Eventos', 'Entrevistas'],
    descriptions: ['Todo sobre {name}.', 'Historias, consejos e ideas sobre {name}.', 'Nuestros artículos sobre {name}, los más recientes primero.'],
  },
  it_IT: {
    sections: ['Casa e Giardino', 'Viaggi', 'Cibo e Bevande', 'Lavoro e Soldi', 'Tecnologia', 'Salute', 'Cultura', 'Vita in città', 'Sport e Natura', 'Famiglia e Comunità'],
    facets: ['Consigli', 'Guide', 'Notizie', 'Recensioni', 'Idee', 'Le basi', 'Ispirazione', 'Storie', 'Eventi', 'Interviste'],
    descriptions: ['Tutto su {name}.', 'Storie, consigli e idee su {name}.', 'I nostri articoli su {name}, dai più recenti.'],
  },
  nl_NL: {
    sections: ['Huis & Tuin', 'Reizen', 'Eten & Drinken', 'Werk & Geld', 'Technologie', 'Gezondheid', 'Cultuur', 'Stadsleven', 'Sport & Buitenleven', 'Gezin & Buurt'],
    facets: ['Tips', 'Gidsen', 'Nieuws', 'Reviews', 'Ideeën', 'Basiskennis', 'Inspiratie', 'Verhalen', 'Evenementen', 'Interviews'],
    descriptions: ['Alles over {name}.', 'Verhalen, tips en ideeën over {name}.', 'Onze berichten over {name}, nieuwste eerst.'],
  },
  pt_BR: {
    sections: ['Casa e Jardim', 'Viagens', 'Comida e Bebida', 'Trabalho e Dinheiro', 'Tecnologia', 'Saúde', 'Cultura', 'Vida na Cidade', 'Esportes e Natureza', 'Família e Comunidade'],
    facets: ['Dicas', 'Guias', 'Notícias', 'Resenhas', 'Ideias', 'O básico', 'Inspiração', 'Histórias', 'Eventos', 'Entrevistas'],
    descriptions: ['Tudo sobre {name}.', 'Histórias, dicas e ideias sobre {name}.', 'Nossos posts sobre {name}, os mais recentes primeiro.'],
  },
  pl_PL: {
    sections: ['Dom i Ogród', 'Podróże', 'Jedzenie i Napoje', 'Praca i Pieniądze', 'Technologia', 'Zdrowie', 'Kultura', 'Życie w mieście', 'Sport i Natura', 'Rodzina i Społeczność'],
    facets: ['Porady', 'Poradniki', 'Aktualności', 'Recenzje', 'Pomysły', 'Podstawy', 'Inspiracje', 'Historie', 'Wydarzenia', 'Wywiady'],
    descriptions: ['Wszystko o: {name}.', 'Historie, porady i pomysły: {name}.', 'Nasze wpisy w kategorii {name}, od najnowszych.'],
  },
  ru_RU: {
    sections: ['Дом и сад', 'Путешествия', 'Еда и напитки', 'Работа и деньги', 'Технологии', 'Здоровье', 'Культура', 'Городская жизнь', 'Спорт и природа', 'Семья и общество'],
    facets: ['Советы', 'Руководства', 'Новости', 'Обзоры', 'Идеи', 'Основы', 'Вдохновение', 'Истории', 'События', 'Интервью'],
    descriptions: ['Всё о теме «{name}».', 'Истории, советы и идеи: {name}.', 'Наши записи в рубрике «{name}», сначала новые.'],
  },
  sv_SE: {
    sections: ['Hem & Trädgård', 'Resor', 'Mat & Dryck', 'Arbete & Pengar', 'Teknik', 'Hälsa', 'Kultur', 'Stadsliv', 'Sport & Friluftsliv', 'Familj & Gemenskap'],
    facets: ['Tips', 'Guider', 'Nyheter', 'Recensioner', 'Idéer', 'Grunder', 'Inspiration', 'Berättelser', 'Evenemang', 'Intervjuer'],
    descriptions: ['Allt om {name}.', 'Berättelser, tips och idéer om {name}.', 'Våra inlägg om {name}, nyaste först.'],
  },
  tr_TR: {
    sections: ['Ev ve Bahçe', 'Seyahat', 'Yeme İçme', 'İş ve Para', 'Teknoloji', 'Sağlık', 'Kültür', 'Şehir Hayatı', 'Spor ve Doğa', 'Aile ve Toplum'],
    facets: ['İpuçları', 'Rehberler', 'Haberler', 'İncelemeler', 'Fikirler', 'Temel Bilgiler', 'İlham', 'Hikâyeler', 'Etkinlikler', 'Röportajlar'],
    descriptions: ['{name} hakkında her şey.', '{name} üzerine hikâyeler, ipuçları ve fikirler.', '{name} kategorisindeki yazılarımız, en yenisi önce.'],
  },
  zh_CN: {
    sections: ['家居园艺', '旅行', '美食饮品', '工作理财', '科技', '健康', '文化', '城市生活', '运动户外', '家庭社区'],
    facets: ['技巧', '指南', '新闻', '评测', '创意', '入门', '灵感', '故事', '活动', '访谈'],
    descriptions: ['关于{name}的一切。', '{name}相关的故事、技巧与灵感。', '我们关于{name}的文章，最新的在前。'],
  },
};

export interface TopicSection {
  name: string;
  topics: string[];
}

/** What planTerms() names a category tree with in a content locale (English for an unknown one). */
export interface TermVocabulary {
  sections: TopicSection[];
  facets: readonly string[];
  descriptions: readonly string[];
}

export function termVocabulary(locale: string): TermVocabulary {
  const topics = bankFor(locale).topics;
  const words = CATEGORY_WORDS[locale] ?? ENGLISH;
  return {
    sections: SECTION_TOPICS.map((indexes, n) => ({ name: words.sections[n]!, topics: indexes.map((i) => topics[i]!) })),
    facets: words.facets,
    descriptions: words.descriptions,
  };
}
