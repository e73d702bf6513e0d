import { CARDINALITY_DEFAULTS, relatedPostsNeeded, type Dependency, type DependencyReport, type UniqueTarget } from '../../../../worker/src/services/fields/dependency.service.js';

const dependency = (field_name: string, targets: string[], is_multiple: boolean): Dependency => ({
  field_name,
  field_type: 'relationship',
  target_post_types: targets,
  target_labels: {},
  is_multiple,
  source: 'field',
  cardinality: is_multiple ? 'many_to_many' : 'many_to_one',
  required: false,
});
const target = (existing_count: number): UniqueTarget => ({ label: '', plural_label: '', existing_count, has_template: false, template_name: null, is_required: false, required_by_fields: [] });

describe('relatedPostsNeeded', () => {
  it('tops each target up to the largest cardinality default among the fields pointing at it', () => {
    // Setup
    const report: DependencyReport = {
      dependencies: [dependency('author_book', ['book'], false), dependency('related_books', ['book'], true), dependency('venue', ['venue'], false)],
      unique_targets: { book: target(3), venue: target(1) },
    };

    // Action
    const needed = relatedPostsNeeded(report, 'post');

    // Assert
    expect(Object.fromEntries(needed)).toEqual({ book: CARDINALITY_DEFAULTS.many_to_many - 3, venue: CARDINALITY_DEFAULTS.many_to_one - 1 });
  });

  it('creates nothing once the published count meets the default, nor for the source type itself', () => {
    // Setup
    const report: DependencyReport = {
      dependencies: [dependency('venue', ['venue'], false), dependency('see_also', ['post'], true)],
      unique_targets: { venue: target(CARDINALITY_DEFAULTS.many_to_one), post: target(0) },
    };

    // Action
    const needed = relatedPostsNeeded(report, 'post');

    // Assert
    expect(needed.size).toBe(0);
  });

  it('follows related_cpt_options: a count of its own, or no auto-creation at all', () => {
    // Setup
    const report: DependencyReport = {
      dependencies: [dependency('venue', ['venue'], false), dependency('speaker', ['speaker'], true)],
      unique_targets: { venue: target(2), speaker: target(0) },
    };

    // Action
    const needed = relatedPostsNeeded(report, 'event', { venue: { count: 4 }, speaker: { enabled: false } });

    // Assert
    expect(Object.fromEntries(needed)).toEqual({ venue: 2 });
  });
});
