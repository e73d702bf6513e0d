import type { HostContext } from '../contract/host-context.js';
import type { RequestValidator } from '../contract/validation.js';
import type { OptionRepository } from '../db/repositories/option.repository.js';
import { ApiError, ErrorCode } from '../errors.js';
import { sha256Hex } from './token.service.js';

export const HOST_CONTEXT_OPTION = 'seedpress_host_context';
const MAX_CACHED = 16;

/**
 * The worker never guesses what WordPress registered: it reads the shell's context from
 * wp_options the first time it sees a hash, and keeps it by hash afterwards.
 */
export class HostContextStore {
  private readonly cache = new Map<string, HostContext>();

  constructor(
    private readonly options: OptionRepository,
    private readonly validator: RequestValidator,
    /** What the worker makes of a new context before keeping it (where its uploads go, see UploadsHandoff). */
    private readonly view: (context: HostContext) => Promise<HostContext> = (context) => Promise.resolve(context),
  ) {}

  async get(hash: string): Promise<HostContext> {
    const cached = this.cache.get(hash);
    if (cached) return cached;

    const json = await this.options.get(HOST_CONTEXT_OPTION);
    if (json === undefined || sha256Hex(json) !== hash) {
      // Another request stored a newer context between the shell's write and this read.
      throw new ApiError(ErrorCode.HostContextStale, 'The site configuration changed during the request; please retry.');
    }
    const stored: unknown = JSON.parse(json);
    this.validator.assertHostContext(stored);
    const context = await this.view(stored);
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(hash, context);
    return context;
  }
}
