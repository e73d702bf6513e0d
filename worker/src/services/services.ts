import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { aiClient } from '../providers/ai/ai-client-factory.js';
import { AiFieldClassifier } from './fields/ai-field-classifier.js';
import { AiTestService } from './fields/ai-test.service.js';
import type { Database } from '../db/database.js';
import { SiteWrites } from '../db/site-writes.js';
import { OptionRepository } from '../db/repositories/option.repository.js';
import { PostRepository } from '../db/repositories/post.repository.js';
import { TermRepository } from '../db/repositories/term.repository.js';
import { UserRepository } from '../db/repositories/user.repository.js';
import type { RequestValidator } from '../contract/validation.js';
import { AiSettingsService } from './ai-settings.service.js';
import { HostContextStore } from './host-context.service.js';
import { SerializedOptionStore } from './option-store.js';
import { PluginService } from './plugin.service.js';
import { PostMetaService } from './post-meta.service.js';
import { PostTypeService } from './post-type.service.js';
import { SecretBox } from './secret-box.js';
import { SettingsService } from './settings.service.js';
import { SyncService } from './sync.service.js';
import { TaxonomyService } from './taxonomy.service.js';
import { UserService } from './user.service.js';
import { DeletionService } from './deletion/deletion.service.js';
import { GenerationOptionsResolver } from './generation/generation-options.js';
import { ImagePreparer } from './generation/image-preparer.js';
import { CommentGenerationService } from './generation/comment-generation.service.js';
import { AuthorPoolSource } from './generation/author-pool.js';
import { AvatarPreparer } from './generation/avatar-preparer.js';
import { MediaPreparer } from './generation/media-preparer.js';
import { FieldRunSource } from './generation/field-run.js';
import { TemplateService } from './templates/template.service.js';
import { MediaLibraryService } from './media/media-library.service.js';
import { MediaDownloadService } from './media/media-download.service.js';
import { TemplateTransfer } from './templates/template-transfer.js';
import { UserGenerationService } from './generation/user-generation.service.js';
import { TermGenerationService } from './generation/term-generation.service.js';
import { PostGenerationService } from './generation/post-generation.service.js';
import { AUTHOR_POOL } from './generation/author-pool.js';
import { PasswordHashStock } from '../generators/users/password-hash-stock.js';
import { DrafterThread } from '../generators/posts/drafter-thread.js';
import { HistoryService } from './history.service.js';
import { TimeSavedService } from './time-saved.service.js';
import { FieldDetectionRepository } from '../db/repositories/field-detection.repository.js';
import { ReferenceRepository } from '../db/repositories/reference.repository.js';
import { DependencyService } from './fields/dependency.service.js';
import { FieldDetectionService } from './fields/field-detection.service.js';
import { FieldService } from './fields/field.service.js';
import { LicenseApiClient } from '../providers/license/license-api.client.js';
import { LicenseService } from './license/license.service.js';
import { LicenseStore } from './license/license-store.js';
import { PhpContentSniffer } from '../core-parity/content-sniffer.js';
import { MediaUploadService } from './media/upload/media-upload.service.js';
import { UrlFetcher } from './media/upload/url-fetch.js';
import { siteStagingDir, UploadsHandoff } from './handoff/uploads-handoff.js';
import { SystemService } from './system.service.js';
import { CapacityService } from './capacity/capacity.service.js';

export interface Services {
  config: Config;
  hostContext: HostContextStore;
  handoff: UploadsHandoff;
  settings: SettingsService;
  capacity: CapacityService;
  aiSettings: AiSettingsService;
  postTypes: PostTypeService;
  taxonomies: TaxonomyService;
  users: UserService;
  plugins: PluginService;
  postMeta: PostMetaService;
  sync: SyncService;
  generation: PostGenerationService;
  termGeneration: TermGenerationService;
  userGeneration: UserGenerationService;
  commentGeneration: CommentGenerationService;
  deletion: DeletionService;
  history: HistoryService;
  timeSaved: TimeSavedService;
  fields: FieldService;
  dependencies: DependencyService;
  detections: FieldDetectionRepository;
  aiTest: AiTestService;
  templates: TemplateService;
  mediaLibrary: MediaLibraryService;
  mediaDownload: MediaDownloadService;
  templateTransfer: TemplateTransfer;
  license: LicenseService;
  mediaUpload: MediaUploadService;
  system: SystemService;
}

/** The license's clock (epoch ms) and how long the license server may take to answer. */
export interface LicenseTiming {
  now: () => number;
  timeoutMs: number;
}

const LICENSE_TIMING: LicenseTiming = { now: () => Date.now(), timeoutMs: 10_000 };

/**
 * A run waits this long for the runs before it (500-post runs take about a second each here): less
 * than the shell waits for an answer (300 s), so the client hears why. A run the database undoes as
 * a deadlock victim is tried this often.
 */
const WRITE_LOCK_WAIT_SECONDS = 240;
const WRITE_ATTEMPTS = 3;

/** What every site of a network shares: one drafting thread, one stock of password hashes, one libmagic. */
export interface SharedResources {
  passwordHashes: PasswordHashStock;
  drafterThread: DrafterThread | null;
  contentSniffer: () => Promise<PhpContentSniffer>;
}

export function createSharedResources(config: Config): SharedResources {
  // Filled in the background, so the run that creates the author pool does not wait for bcrypt.
  // Two pools' worth: generate, clean up and generate again right away finds the second pool ready.
  const passwordHashes = new PasswordHashStock(2 * AUTHOR_POOL);
  passwordHashes.topUp();
  const drafterThread = config.draftingThread ? new DrafterThread() : null;
  drafterThread?.start();
  // libmagic's WASM build loads once, on the first upload.
  let sniffer: Promise<PhpContentSniffer> | undefined;
  return { passwordHashes, drafterThread, contentSniffer: () => (sniffer ??= PhpContentSniffer.create()) };
}

/** One site's services: its table prefix (DB_PREFIX, or a network site's `wp_2_`) and what all sites share. */
export interface SiteScope {
  prefix: string;
  shared: SharedResources;
  license?: Partial<LicenseTiming>;
}

/** The one place services are wired to repositories. */
export function createServices(config: Config, db: Database, validator: RequestValidator, logger: Logger, site: SiteScope): Services {
  const { prefix, shared: { passwordHashes, drafterThread, contentSniffer } } = site;
  const options = new OptionRepository(db);
  const posts = new PostRepository(db);
  const terms = new TermRepository(db);
  const serialized = new SerializedOptionStore(options);
  const settings = new SettingsService(serialized);
  const capacity = new CapacityService(settings);
  const writes = new SiteWrites(db, { database: config.db.database, prefix, lockWaitSeconds: WRITE_LOCK_WAIT_SECONDS, attempts: WRITE_ATTEMPTS });
  const handoff = new UploadsHandoff(siteStagingDir(config, prefix), db, logger);
  const deletion = new DeletionService(writes, settings, (host, paths) => handoff.remove(host, paths));
  const timeSaved = new TimeSavedService(serialized, settings);
  const aiSettings = new AiSettingsService(serialized, new SecretBox(config.secret));
  const detectionCache = new FieldDetectionRepository(db);
  // Tier 2 only when AI is enabled and the selected provider has a key.
  const detection = new FieldDetectionService(detectionCache, async () => {
    const ai = await aiSettings.credentials();
    return ai.enabled && ai.apiKey !== '' ? new AiFieldClassifier(aiClient(ai.provider, ai.apiKey, config.aiProviders), logger) : null;
  });
  const dependencies = new DependencyService(new ReferenceRepository(db));
  const imageEndpoints = { ...config.imageProviders, unsplashAccessKey: config.unsplashAccessKey };
  const images = new ImagePreparer(db, imageEndpoints);
  const avatars = new AvatarPreparer(imageEndpoints);
  const templates = new TemplateService(writes, detection);
  return {
    config,
    hostContext: new HostContextStore(options, validator, (context) => handoff.view(context)),
    handoff,
    settings,
    capacity,
    aiSettings,
    postTypes: new PostTypeService(posts, terms),
    taxonomies: new TaxonomyService(terms),
    users: new UserService(new UserRepository(db, `${prefix}capabilities`)),
    plugins: new PluginService(),
    postMeta: new PostMetaService(posts),
    sync: new SyncService(serialized),
    generation: new PostGenerationService(writes, new GenerationOptionsResolver(templates, settings), images, avatars, new MediaPreparer(imageEndpoints), timeSaved, deletion, new FieldRunSource(db, detection, dependencies), new AuthorPoolSource(passwordHashes, prefix), capacity, drafterThread),
    termGeneration: new TermGenerationService(writes, settings, capacity, timeSaved, deletion),
    userGeneration: new UserGenerationService(writes, settings, capacity, timeSaved, deletion, avatars, passwordHashes, prefix),
    commentGeneration: new CommentGenerationService(writes, settings, timeSaved, deletion, avatars),
    deletion,
    history: new HistoryService(writes, deletion),
    timeSaved,
    fields: new FieldService(detection),
    dependencies,
    detections: detectionCache,
    aiTest: new AiTestService(aiSettings, config),
    templates,
    mediaLibrary: new MediaLibraryService(db),
    mediaDownload: new MediaDownloadService(writes, settings, imageEndpoints),
    templateTransfer: new TemplateTransfer(db, templates),
    license: licenseService(config, serialized, { ...LICENSE_TIMING, ...site.license }),
    mediaUpload: new MediaUploadService(writes, contentSniffer, new UrlFetcher(config.unsafeTestOrigins)),
    system: new SystemService(db),
  };
}

function licenseService(config: Config, options: SerializedOptionStore, timing: LicenseTiming): LicenseService {
  return new LicenseService(new LicenseStore(options, config.secret), new LicenseApiClient(config.licenseApi, timing.timeoutMs), timing.now);
}
