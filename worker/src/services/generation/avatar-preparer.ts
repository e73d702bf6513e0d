import { serialize } from 'php-serialize';
import type { HostContext } from '../../contract/host-context.js';
import { RunFileJournal } from '../../generators/images/run-file-journal.js';
import { deleteStoredFiles, storeImage, type StoredImage } from '../../generators/images/store-image.js';
import { sanitizeTitle } from '../../core-parity/sanitize-title.js';
import { ImageFetcher, type ImageProviderEndpoints } from '../../providers/images/image-fetcher.js';
import type { ImageProviderKey } from '../image-provider.catalog.js';
import { siteOffsetMs } from '../../core-parity/site-clock.js';

/** The user meta / comment meta that names a generated portrait (the shell's Local_Avatar reads it). */
export const AVATAR_META = '_seedpress_avatar';

/** A portrait's title (and so its slug and alt text) in the content locale; `{name}` is the person's. */
const PORTRAIT_TITLES: Readonly<Record<string, string>> = {
  en_US: 'Avatar of {name}',
  en_GB: 'Avatar of {name}',
  de_DE: 'Profilbild von {name}',
  fr_FR: 'Photo de profil de {name}',
  es_ES: 'Foto de perfil de {name}',
  it_IT: 'Foto profilo di {name}',
  nl_NL: 'Profielfoto van {name}',
  pt_BR: 'Foto de perfil de {name}',
  pl_PL: 'Zdjęcie profilowe: {name}',
  ru_RU: 'Фото профиля: {name}',
  sv_SE: 'Profilbild för {name}',
  tr_TR: '{name} profil fotoğrafı',
  zh_CN: '{name}的头像',
};

/** The title of a portrait of `name` in `locale` (English for an unknown one). */
export function portraitTitle(locale: string, name: string): string {
  return (PORTRAIT_TITLES[locale] ?? PORTRAIT_TITLES.en_US!).replace('{name}', name);
}

/** Portraits are square, large enough for the biggest size themes ask get_avatar() for. */
const AVATAR_SIZE = 512;

export interface StoredAvatar {
  stored: StoredImage;
  serializedMetadata: string;
  slug: string;
  title: string;
}

export interface PreparedAvatars {
  /** By the index of the person it portrays. */
  avatars: Map<number, StoredAvatar>;
  warnings: string[];
  files: string[];
  journal: RunFileJournal | null;
}

/**
 * Portraits fetched and stored as files before the run's transaction (files cannot roll back); a
 * portrait that cannot be had is a warning, and the person goes without one.
 */
export class AvatarPreparer {
  constructor(private readonly endpoints: ImageProviderEndpoints) {}

  /** `names`: the people to portray, by index; `locale`: of the portraits' titles; `seed`: of the providers' picks. */
  async prepare(host: HostContext, provider: ImageProviderKey, names: ReadonlyMap<number, string>, run: { locale: string; seed: number }): Promise<PreparedAvatars> {
    const { seed } = run;
    const result: PreparedAvatars = { avatars: new Map(), warnings: [], files: [], journal: null };
    if (names.size === 0) return result;
    const people = [...names];
    const fetched = await new ImageFetcher(this.endpoints).fetchAll(people.map((_, n) => ({
      provider, width: AVATAR_SIZE, height: AVATAR_SIZE, category: 'portrait', seed: (seed + n) % 2 ** 31,
    })));
    const journal = new RunFileJournal(host.uploads.basedir);
    result.journal = journal;
    // media_handle_upload() files an upload without a parent under the current local month.
    const now = Date.now();
    const date = new Date(now + siteOffsetMs(host, now));
    for (const [n, [index, name]] of people.entries()) {
      const got = fetched[n]!;
      if (!got.ok) {
        result.warnings.push(`Avatar for ${name} skipped: ${got.reason}`);
        continue;
      }
      const title = portraitTitle(run.locale, name);
      const slug = sanitizeTitle(title, host.site.locale) || 'avatar';
      try {
        const stored = await storeImage(got.data, {
          uploads: host.uploads, sizes: host.image_sizes, date, baseName: slug, wpVersion: host.wp_version,
          beforeWrite: (entry) => journal.note(entry),
        });
        result.files.push(...stored.paths);
        result.avatars.set(index, { stored, serializedMetadata: serialize(stored.metadata), slug, title });
      } catch (error) {
        result.warnings.push(`Avatar for ${name} could not be stored: ${(error as Error).message}`);
      }
    }
    return result;
  }

  /** The run failed: its files go. */
  async discard(prepared: PreparedAvatars): Promise<void> {
    await deleteStoredFiles(prepared.files);
    await prepared.journal?.close();
  }

  /** The run's rows are committed: the files are the attachments' now. */
  async kept(prepared: PreparedAvatars): Promise<void> {
    await prepared.journal?.close();
  }
}
