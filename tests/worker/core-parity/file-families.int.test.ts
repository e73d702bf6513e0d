import { FILE_FAMILIES } from '../../../worker/src/core-parity/file-families.js';
import { runWordPressPhp } from '../../support/wordpress-php.js';

describe('FILE_FAMILIES', () => {
  it('holds, for each of core\'s families, the MIME types core\'s own tables give its extensions', () => {
    // Action: what wp_get_ext_types() and wp_get_mime_types() say on the site.
    const core = JSON.parse(runWordPressPhp(`
      $mimes = wp_get_mime_types();
      $out = [];
      foreach (['document', 'spreadsheet', 'archive'] as $family) {
        $out[$family] = [];
        foreach (wp_get_ext_types()[$family] as $ext) {
          foreach ($mimes as $exts => $mime) {
            if (preg_match('!^(' . $exts . ')$!i', $ext)) $out[$family][] = $mime;
          }
        }
        $out[$family] = array_values(array_unique($out[$family]));
      }
      echo json_encode($out);
    `)) as Record<string, string[]>;

    // Assert
    for (const family of ['document', 'spreadsheet', 'archive'] as const) expect([...FILE_FAMILIES[family]].sort()).toEqual([...core[family]!].sort());
    expect(FILE_FAMILIES.pdf).toEqual(['application/pdf']);
  });
});
