import type { HostContext, TaxonomyInfo } from '../../contract/host-context.js';
import { HistoryRepository } from '../../db/repositories/history.repository.js';
import type { SiteWrites } from '../../db/site-writes.js';
import { ApiError, invalidParameter } from '../../errors.js';
import { requireFillableTaxonomy } from '../taxonomy.service.js';
import { planTerms, treeSize, type TermShape } from '../../generators/terms/term-tree.js';
import { termVocabulary } from '../../generators/terms/topic-sections.js';
import { createFaker } from '../../generators/text/faker-factory.js';
import { createTextGenerator } from '../../generators/text/text-generator.js';
import { TermWriteRepository } from '../../db/repositories/term.repository.js';
import type { Touched } from '../touched.js';
import type { DeletionService } from '../deletion/deletion.service.js';
import type { SettingsService } from '../settings.service.js';
import type { CapacityService } from '../capacity/capacity.service.js';
import { TERM_LOAD } from '../capacity/run-load.js';
import { secondsSaved, TIME_SAVED_OPTION, type TimeSavedService } from '../time-saved.service.js';
import { contentRunResult, historyRows, localeAndSeed, type ContentRunResult } from './content-run.js';
import { generationFailed } from './generation-failure.js';
import { queued } from './statement-queue.js';
import { TermWriter } from './term-writer.js';
import { counted } from '../counted.js';

/** A run makes at most this many terms, whether counted or a tree (depth 3 × breadth 7 is 399). */
export const MAX_TERMS = 500;

export interface GenerateTermsRequest {
  taxonomy: string;
  count: number;
  generate_hierarchy: boolean;
  depth: number;
  breadth: number;
  delete_existing: boolean;
  locale?: string;
  seed?: number;
}

export type TermGenerationResult = ContentRunResult;

/** POST /generate/terms: a flat list or a tree of new terms in one taxonomy. */
export class TermGenerationService {
  constructor(
    private readonly writes: SiteWrites,
    private readonly settings: SettingsService,
    private readonly capacity: CapacityService,
    private readonly timeSaved: TimeSavedService,
    private readonly deletion: DeletionService,
  ) {}

  async generate(host: HostContext, body: GenerateTermsRequest): Promise<{ result: TermGenerationResult; touched: Touched }> {
    const taxonomy = requireFillableTaxonomy(host, body.taxonomy);
    const shape = termShape(taxonomy, body);
    await this.capacity.check(host, TERM_LOAD, shape.count);
    const { locale, seed } = await localeAndSeed(this.settings, host, body);
    const touched: Touched = { terms: [], options: [TIME_SAVED_OPTION] };
    let deleted = 0;
    if (body.delete_existing) {
      const removal = await this.deletion.deleteTermsOf(host, taxonomy.name);
      deleted = removal.deleted;
      touched.terms!.push(...(removal.touched.terms ?? []));
    }
    await this.timeSaved.ensureStored(host);
    const started = Date.now();
    try {
      const stored = await this.writes.retrying(() => this.writes.transaction((trx) => queued(async (queue) => {
        // Names the top level already has are read under the lock: wp_insert_term() refuses them.
        const existing = await new TermWriteRepository(trx).inTaxonomies([taxonomy.name]);
        // Term names are always real words: a category tree of lorem ipsum reads like nothing.
        const faker = createFaker(locale, seed);
        const text = createTextGenerator(faker, locale, 'realtext');
        const planned = planTerms({ text, faker, ...termVocabulary(locale) }, shape, new Set(existing.filter((t) => t.parent === 0).map((t) => t.name)));
        const terms = await new TermWriter(trx, queue).write(host, taxonomy, planned, existing);
        queue.add(new HistoryRepository(trx).insert(historyRows(terms.map((t) => ({ type: 'term', id: t.termId, subtype: taxonomy.name })), { locale, seed, started })));
        queue.add(this.timeSaved.add(host, secondsSaved({ terms: terms.length }), trx));
        return terms;
      })));
      const ids = stored.map((t) => t.termId);
      touched.terms!.push(...ids);
      return {
        touched,
        result: contentRunResult(ids, ['term', 'terms'], ` in ${taxonomy.labels.name ?? taxonomy.name}`, { deleted, seconds: secondsSaved({ terms: ids.length }).terms, warnings: [], seed }),
      };
    } catch (error) {
      throw error instanceof ApiError ? error : generationFailed(error);
    }
  }
}

/** A tree only where the taxonomy is hierarchical; refused when it would exceed MAX_TERMS. */
function termShape(taxonomy: TaxonomyInfo, body: GenerateTermsRequest): TermShape {
  if (!body.generate_hierarchy || !taxonomy.hierarchical) return { count: body.count, tree: null };
  const total = treeSize(body.depth, body.breadth);
  if (total > MAX_TERMS) {
    throw invalidParameter(`A tree ${counted(body.depth, 'level')} deep and ${body.breadth} wide has ${counted(total, 'term')}; at most ${MAX_TERMS} are made at once. Lower depth or breadth.`);
  }
  return { count: total, tree: { depth: body.depth, breadth: body.breadth } };
}
