import { counted } from '../services/counted.js';
import type { GeneratePostsRequest } from '../services/generation/generation-request.js';
import type { GenerateTermsRequest } from '../services/generation/term-generation.service.js';
import type { GenerateUsersRequest } from '../services/generation/user-generation.service.js';
import type { GenerateCommentsRequest } from '../services/generation/comment-generation.service.js';
import { requirePostType } from '../services/post-type.service.js';
import type { Services } from '../services/services.js';
import type { RouteHandlers } from './route-handler.js';

export const generationRoutes = (s: Services): RouteHandlers => ({
  'POST /generate/posts': async ({ host, body, given, claims }) => {
    const runs = await s.generation.prepareAll(host, body as GeneratePostsRequest, given, claims);
    const { result, touched } = await s.generation.generateAll(runs);
    return { body: result, touched };
  },

  'POST /generate/posts/stream': async ({ host, body, given, claims }) => {
    // Refusals come before the stream opens, as ordinary JSON errors.
    const runs = await s.generation.prepareAll(host, body as GeneratePostsRequest, given, claims);
    return {
      stream: async (send, reportTouched, signal) => {
        const { result, touched } = await s.generation.generateAll(runs, (event) => send(event), signal);
        reportTouched(touched);
        send({ type: 'complete', result });
      },
    };
  },

  'POST /generate/terms': async ({ host, body }) => {
    const { result, touched } = await s.termGeneration.generate(host, body as GenerateTermsRequest);
    return { body: result, touched };
  },

  'POST /generate/users': async ({ host, body }) => {
    const { result, touched } = await s.userGeneration.generate(host, body as GenerateUsersRequest);
    return { body: result, touched };
  },

  'POST /generate/comments': async ({ host, body }) => {
    const { result, touched } = await s.commentGeneration.generate(host, body as GenerateCommentsRequest);
    return { body: result, touched };
  },

  'POST /generate/posts/delete': async ({ host, body }) => {
    requirePostType(host, body.post_type);
    const { touched, ...result } = await s.deletion.deletePosts(host, body);
    return { body: { success: true, ...result, message: `${counted(result.deleted_count, 'generated post')} deleted.` }, touched };
  },

  'DELETE /generate/delete': async ({ host, body }) => {
    const { deleted, trashed, skipped, touched } = await s.deletion.deleteByType(host, body.type, body.ids, body.force);
    // Attachments never go to the trash, so a deletion of posts may be both.
    const permanent = deleted - trashed;
    const trashable = !body.force && (body.type === 'post' || body.type === 'comment');
    const how = permanent === 0 ? (trashable ? ' moved to the trash' : ' deleted permanently') : trashed === 0 ? ' deleted permanently' : `: ${trashed} moved to the trash, ${permanent} deleted permanently`;
    const note = skipped > 0 ? ` ${skipped} kept because they still author posts.` : '';
    return { body: { success: true, deleted, message: `${counted(deleted, `generated ${body.type}`)}${how}.${note}` }, touched };
  },
});
