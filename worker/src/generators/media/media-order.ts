import type { FieldDefinition, FieldPluginSlug } from '../../contract/field-definition.js';
import type { FieldValue } from '../fields/field-value.js';

/** Media field types that get new attachments of their kind (plain `image` takes library images). */
export const GENERATED_MEDIA_TYPES = ['image_logo', 'image_portrait', 'image_background', 'image_icon', 'gallery', 'file_document', 'file_audio', 'file_video', 'file_text'] as const;
export type GeneratedMediaType = (typeof GENERATED_MEDIA_TYPES)[number];

export function isGeneratedMediaType(type: string | undefined): type is GeneratedMediaType {
  return (GENERATED_MEDIA_TYPES as readonly string[]).includes(type ?? '');
}

/** One new attachment a drafted field asks for; `ticket` stands in for its id until it is written. */
export interface MediaOrder {
  ticket: number;
  type: GeneratedMediaType;
  /** The file's extension, in lower case: its format. */
  extension: string;
  /** Images: the size to render. */
  width: number;
  height: number;
  /** The field's label: what the file is (it names the attachment). */
  label: string;
}

/** A field whose value holds tickets: stored again with the attachments' ids once they exist. */
export interface DeferredField {
  plugin: FieldPluginSlug;
  def: FieldDefinition;
  value: FieldValue;
  /** Where its rows sit in the draft's meta and Pods relations. */
  meta: { start: number; count: number };
  pods: { start: number; count: number };
}

/** A draft's new media: what to make, and the fields that point at it. */
export interface DraftMedia {
  orders: MediaOrder[];
  fields: DeferredField[];
}

/**
 * Tickets of one run, negative so that they can never be taken for an attachment id; orders
 * are collected per post (take()).
 */
export class MediaOrders {
  private nextTicket = -1;
  private pending: MediaOrder[] = [];

  order(spec: Omit<MediaOrder, 'ticket'>): number {
    const ticket = this.nextTicket--;
    this.pending.push({ ...spec, ticket });
    return ticket;
  }

  get size(): number {
    return this.pending.length;
  }

  /** The orders since the last take. */
  take(): MediaOrder[] {
    const taken = this.pending;
    this.pending = [];
    return taken;
  }
}
