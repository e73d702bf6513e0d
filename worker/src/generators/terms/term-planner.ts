import type { Faker } from '@faker-js/faker';
import type { TaxonomyInfo } from '../../contract/host-context.js';
import type { TaxonomyConfig, TaxonomySetting } from '../../services/generation/generation-request.js';
import { between, Chooser } from '../choice.js';
import type { TermPick } from '../posts/post-draft.js';
import type { TextGenerator } from '../text/text-generator.js';

export interface ExistingTerm {
  termTaxonomyId: number;
  termId: number;
  name: string;
}

/** With `auto_taxonomies`, a taxonomy holds at least this many terms to pick from. */
const AUTO_POOL_SIZE = 6;

interface Plan {
  taxonomy: TaxonomyInfo;
  next(): TermPick[];
}

/** Decides which terms each post gets, per taxonomy, following taxonomy_config or the automatic rule. */
export class TermPlanner {
  private readonly plans: Plan[];

  constructor(
    private readonly faker: Faker,
    private readonly text: TextGenerator,
    taxonomies: TaxonomyInfo[],
    config: TaxonomyConfig,
    autoTaxonomies: boolean,
    private readonly existing: ReadonlyMap<string, ExistingTerm[]>,
  ) {
    this.plans = taxonomies.flatMap((taxonomy) => {
      const setting = config[taxonomy.name];
      if (setting) return setting.mode === 'none' ? [] : [this.configured(taxonomy, setting)];
      return autoTaxonomies ? [this.automatic(taxonomy)] : [];
    });
  }

  picksForNextPost(): Record<string, TermPick[]> {
    return Object.fromEntries(this.plans.map((p) => [p.taxonomy.name, p.next()]));
  }

  private configured(taxonomy: TaxonomyInfo, setting: TaxonomySetting): Plan {
    const min = setting.count_min ?? 1;
    const max = setting.count_max ?? Math.max(min, 3);
    if (setting.mode === 'choose') {
      const byTermId = new Map((this.existing.get(taxonomy.name) ?? []).map((t) => [t.termId, t.termTaxonomyId]));
      const pool = (setting.term_ids ?? []).map((id) => byTermId.get(id)).filter((id): id is number => id !== undefined);
      const chooser = new Chooser(this.faker, pool, setting.selection_mode ?? 'random');
      return { taxonomy, next: () => chooser.some(between(this.faker, min, max)).map((id) => ({ kind: 'existing', termTaxonomyId: id })) };
    }
    const existing = setting.use_existing ? (this.existing.get(taxonomy.name) ?? []) : [];
    return {
      taxonomy,
      next: () => {
        const picks: TermPick[] = [];
        const count = between(this.faker, min, max);
        // A post gets `count` different terms: a repeated draw is drawn again (within reason).
        for (let tries = 0; picks.length < count && tries < count * 10; tries++) {
          // use_existing mixes the site's terms with new ones.
          const pick: TermPick =
            existing.length > 0 && this.faker.datatype.boolean()
              ? { kind: 'existing', termTaxonomyId: this.faker.helpers.arrayElement(existing).termTaxonomyId }
              : { kind: 'new', name: this.text.termName() };
          if (!picks.some((p) => sameTerm(p, pick))) picks.push(pick);
        }
        return picks;
      },
    };
  }

  private automatic(taxonomy: TaxonomyInfo): Plan {
    const existing = this.existing.get(taxonomy.name) ?? [];
    const taken = new Set(existing.map((t) => t.name.toLowerCase()));
    const fresh: string[] = [];
    for (let tries = 0; existing.length + fresh.length < AUTO_POOL_SIZE && tries < 50; tries++) {
      const name = this.text.termName();
      if (!taken.has(name.toLowerCase())) {
        taken.add(name.toLowerCase());
        fresh.push(name);
      }
    }
    const pool: TermPick[] = [
      ...existing.map((t): TermPick => ({ kind: 'existing', termTaxonomyId: t.termTaxonomyId })),
      ...fresh.map((name): TermPick => ({ kind: 'new', name })),
    ];
    const [min, max] = taxonomy.hierarchical ? [1, 2] : [1, 3];
    return { taxonomy, next: () => this.faker.helpers.arrayElements(pool, Math.min(pool.length, between(this.faker, min, max))) };
  }
}

function sameTerm(a: TermPick, b: TermPick): boolean {
  if (a.kind === 'existing' && b.kind === 'existing') return a.termTaxonomyId === b.termTaxonomyId;
  return a.kind === 'new' && b.kind === 'new' && a.name.toLowerCase() === b.name.toLowerCase();
}
