import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
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
import { PostGenerationService } from './generation/post-generation.service.js';
import { HistoryService } from './history.service.js';
import { TimeSavedService } from './time-saved.service.js';
import { TemplateRepository } from '../db/repositories/template.repository.js';
import { FieldDetectionRepository } from '../db/repositories/field-detection.repository.js';
import { ReferenceRepository } from '../db/repositories/reference.repository.js';
import { DependencyService } from './fields/dependency.service.js';
import { FieldDetectionService } from './fields/field-detection.service.js';
import { FieldService } from './fields/field.service.js';

export interface Services {
  config: Config;
  hostContext: HostContextStore;
  settings: SettingsService;
  aiSettings: AiSettingsService;
  postTypes: PostTypeService;
  taxonomies: TaxonomyService;
  users: UserService;
  plugins: PluginService;
  postMeta: PostMetaService;
  sync: SyncService;
  generation: PostGenerationService;
  deletion: DeletionService;
  history: HistoryService;
  timeSaved: TimeSavedService;
  fields: FieldService;
  dependencies: DependencyService;
}

/** The one place services are wired to repositories. */
export function createServices(config: Config, db: Database, validator: RequestValidator): Services {
  const options = new OptionRepository(db);
  const posts = new PostRepository(db);
  const terms = new TermRepository(db);
  const serialized = new SerializedOptionStore(options);
  const settings = new SettingsService(serialized);
  const deletion = new DeletionService(db);
  const timeSaved = new TimeSavedService(serialized, settings);
  // Tier 2 (AI) detection is not wired yet: every field gets tier 1's answer.
  const detection = new FieldDetectionService(new FieldDetectionRepository(db), async () => null);
  const dependencies = new DependencyService(new ReferenceRepository(db));
  const images = new ImagePreparer(db, { ...config.imageProviders, unsplashAccessKey: config.unsplashAccessKey });
  return {
    config,
    hostContext: new HostContextStore(options, validator),
    settings,
    aiSettings: new AiSettingsService(serialized, new SecretBox(config.secret)),
    postTypes: new PostTypeService(posts, terms),
    taxonomies: new TaxonomyService(terms),
    users: new UserService(new UserRepository(db, `${config.db.prefix}capabilities`)),
    plugins: new PluginService(),
    postMeta: new PostMetaService(posts),
    sync: new SyncService(serialized),
    generation: new PostGenerationService(db, new GenerationOptionsResolver(new TemplateRepository(db), settings), images, timeSaved, deletion, config.db.prefix, detection, dependencies),
    deletion,
    history: new HistoryService(db, deletion),
    timeSaved,
    fields: new FieldService(detection),
    dependencies,
  };
}
