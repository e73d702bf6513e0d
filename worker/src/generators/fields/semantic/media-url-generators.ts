import type { Faker } from '@faker-js/faker';

type UrlGenerator = (g: { faker: Faker }) => string;

const file = (folder: string, extension: string): UrlGenerator => ({ faker }) =>
  `https://example.com/${folder}/${faker.string.alphanumeric(10).toLowerCase()}.${extension}`;

/**
 * Media and relation types as text: attachment and relational fields are filled with existing
 * attachments and posts, but a text or URL field read as a logo or a brochure holds such a file's address.
 */
export const MEDIA_URL_GENERATORS: Readonly<Record<string, UrlGenerator>> = {
  image: file('images', 'jpg'),
  image_logo: file('logos', 'png'),
  image_portrait: file('people', 'jpg'),
  image_background: file('backgrounds', 'jpg'),
  image_icon: file('icons', 'svg'),
  gallery: file('gallery', 'jpg'),
  file_document: file('documents', 'pdf'),
  file_audio: file('audio', 'mp3'),
  file_video: file('video', 'mp4'),
  relation: ({ faker }) => `https://example.com/?p=${faker.number.int({ min: 1, max: 9999 })}`,
};
