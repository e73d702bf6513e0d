import { portraitTitle } from '../../../../worker/src/services/generation/avatar-preparer.js';
import { LANGUAGES } from '../../../../worker/src/services/language.catalog.js';

describe('portraitTitle', () => {
  it('names a portrait in the content locale, in English for one it does not know', () => {
    // Action
    const titles = [portraitTitle('de_DE', 'Anna Berg'), portraitTitle('zh_CN', '王芳'), portraitTitle('tr_TR', 'Ayşe Kaya'), portraitTitle('xx_XX', 'Ann Lee')];

    // Assert
    expect(titles).toEqual(['Profilbild von Anna Berg', '王芳的头像', 'Ayşe Kaya profil fotoğrafı', 'Avatar of Ann Lee']);
  });

  it.each(LANGUAGES.map((language) => language.code))('has a title of its own for %s', (locale) => {
    // Assert
    expect(portraitTitle(locale, 'N')).toContain('N');
    expect(locale === 'en_GB' || locale === 'en_US' || portraitTitle(locale, 'N') !== portraitTitle('en_US', 'N')).toBe(true);
  });
});
