import type { Faker } from '@faker-js/faker';
import type { TextGenerator } from '../../text/text-generator.js';
import { DOMAIN_GENERATORS } from './domain-generators.js';
import { MEDIA_URL_GENERATORS } from './media-url-generators.js';

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

export type Natural = string | number | boolean | Date | { url: string; title: string } | { address: string; lat: number; lng: number };

export interface GeneratorInput {
  faker: Faker;
  text: TextGenerator;
  now: Date;
}

type Generator = (g: GeneratorInput) => Natural;

const around = (g: GeneratorInput, fromDays: number, toDays: number): Date =>
  new Date(g.now.getTime() + g.faker.number.int({ min: fromDays, max: toDays }) * DAY_MS);

/** One generator per semantic type (detection/semantic-types.ts): its natural value, in the content locale. */
export const GENERATORS: Readonly<Record<string, Generator>> = Object.freeze({
  first_name: ({ faker }) => faker.person.firstName(),
  last_name: ({ faker }) => faker.person.lastName(),
  full_name: ({ faker }) => faker.person.fullName(),
  job_title: ({ faker }) => faker.person.jobTitle(),
  birth_date: ({ faker, now }) => new Date(now.getTime() - faker.number.float({ min: 18, max: 80 }) * YEAR_MS),
  age: ({ faker }) => faker.number.int({ min: 18, max: 80 }),
  gender: ({ faker }) => faker.person.sex(),
  email: ({ faker }) => faker.internet.email().toLowerCase(),
  phone: ({ faker }) => faker.phone.number(),
  street_address: ({ faker }) => faker.location.streetAddress(),
  city: ({ faker }) => faker.location.city(),
  postcode: ({ faker }) => faker.location.zipCode(),
  country: ({ faker }) => faker.location.country(),
  region: ({ faker }) => faker.location.state(),
  latitude: ({ faker }) => faker.location.latitude({ precision: 6 }),
  longitude: ({ faker }) => faker.location.longitude({ precision: 6 }),
  location: ({ faker }) => ({ address: `${faker.location.streetAddress()}, ${faker.location.city()}`, lat: faker.location.latitude({ precision: 6 }), lng: faker.location.longitude({ precision: 6 }) }),
  price: ({ faker }) => Number(faker.commerce.price({ min: 5, max: 500, dec: 2 })),
  sku: ({ faker }) => `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric(5)}`,
  quantity: ({ faker }) => faker.number.int({ min: 1, max: 250 }),
  discount_percent: ({ faker }) => faker.helpers.arrayElement([5, 10, 15, 20, 25, 30, 40, 50]),
  product_name: ({ faker }) => faker.commerce.productName(),
  iban: ({ faker }) => faker.finance.iban(),
  currency_code: ({ faker }) => faker.finance.currencyCode(),
  date: (g) => around(g, -365, 30),
  start_date: (g) => around(g, -30, 180),
  end_date: (g) => around(g, 30, 365),
  time: ({ faker }) => new Date(Date.UTC(1970, 0, 1, faker.number.int({ min: 7, max: 21 }), faker.helpers.arrayElement([0, 15, 30, 45]))),
  year: ({ faker, now }) => faker.number.int({ min: now.getUTCFullYear() - 40, max: now.getUTCFullYear() }),
  url: ({ faker }) => faker.internet.url(),
  link: ({ faker, text }) => ({ url: faker.internet.url(), title: capitalise(text.words(2, 4)) }),
  company: ({ faker }) => faker.company.name(),
  color: ({ faker }) => faker.color.rgb({ format: 'hex', casing: 'lower' }),
  rating: ({ faker }) => faker.number.int({ min: 1, max: 5 }),
  percentage: ({ faker }) => faker.number.int({ min: 0, max: 100 }),
  weight: ({ faker }) => faker.number.float({ min: 0.1, max: 50, fractionDigits: 1 }),
  dimension: ({ faker }) => faker.number.int({ min: 5, max: 300 }),
  number: ({ faker }) => faker.number.int({ min: 1, max: 1000 }),
  boolean: ({ faker }) => faker.datatype.boolean(),
  title: ({ text }) => text.title(),
  description: ({ text }) => text.paragraph(),
  text: ({ text }) => capitalise(text.words(2, 6)),
  isbn: ({ faker }) => faker.commerce.isbn(13),
  bedrooms: ({ faker }) => faker.number.int({ min: 1, max: 6 }),
  area: ({ faker }) => faker.number.int({ min: 30, max: 400 }),
  vin: ({ faker }) => faker.vehicle.vin(),
  mileage: ({ faker }) => faker.number.int({ min: 0, max: 250_000 }),
  ...DOMAIN_GENERATORS,
  ...MEDIA_URL_GENERATORS,
});

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
