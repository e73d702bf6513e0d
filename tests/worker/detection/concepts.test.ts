import { Concept } from '../../../worker/src/detection/concepts.js';
import { normaliseName } from '../../../worker/src/detection/name-normaliser.js';

describe('Concept', () => {
  const button = new Concept(['boton', 'przycisk*', 'knopf*', '*button', 'nut_bam', 'кнопк*']);

  it('reads whole words, stems with their endings, compounds by head and tail, and two words in a row', () => {
    // Action / Assert
    expect(button.in(['texto', 'del', 'boton'])).toBe('boton');
    expect(button.in(['tekst', 'przycisku'])).toBe('przycisku');
    expect(button.in(['knopftext'])).toBe('knopftext');
    expect(button.in(['ctabutton'])).toBe('ctabutton');
    expect(button.in(['chu', 'nut', 'bam'])).toBe('nut_bam');
    expect(button.in(['текст', 'кнопки'])).toBe('кнопки');
  });

  it('takes no word that only ends like a tail or that shares no stem', () => {
    // Action / Assert
    expect(button.in(['button'])).toBeUndefined();
    expect(button.in(['przy', 'botones'])).toBeUndefined();
    expect(button.in(['nut'])).toBeUndefined();
  });

  it('reads its words as the normaliser writes tokens, without accents', () => {
    // Arrange
    const flight = new Concept(['рейс*', 'vuelo']);

    // Action / Assert
    expect(flight.in(normaliseName('Номер рейсу').split('_'))).toBe('реису');
  });
});

describe('normaliseName: letters no accent comes off', () => {
  it.each([
    ['Størrelse', 'storrelse'],
    ['Rækkefølge', 'raekkefolge'],
    ['Sıralama', 'siralama'],
    ['Đến ngày', 'den_ngay'],
    ['Œuvre', 'oeuvre'],
    ['İçerik', 'icerik'],
  ])('%s is %s', (raw, normalised) => {
    // Action / Assert
    expect(normaliseName(raw)).toBe(normalised);
  });
});
