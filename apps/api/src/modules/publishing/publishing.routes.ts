import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { facebookPostSchema, instagramPostSchema } from '@vitrina/contract/schemas/social-post';
import { requireSession } from '../../plugins/auth';
import { isUuid } from '../../lib/ids';
import { ok } from '../../lib/http';
import { draftNotFound } from '../property-drafts/property-drafts.service';
import type { PublishService } from './publish.service';
import type { SocialPostsService } from './social-posts.service';
import { routes } from '@vitrina/contract/paths';
import { propertyDraftSchema } from '@vitrina/contract/schemas/property-draft';
import { envelope, errors } from '@vitrina/contract/schemas/envelope';

const draftParams = z.object({ id: z.string() });

/** A draft's social posts and its publication (spec 3 §7). */
export async function publishingRoutes(app: FastifyInstance, opts: { posts: SocialPostsService; publishing: PublishService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { posts, publishing } = opts;
  const tags = ['property-drafts'];
  const auth = { preHandler: app.authenticate };
  const who = (req: { params: { id: string } } & Parameters<typeof requireSession>[0]) => {
    if (!isUuid(req.params.id)) throw draftNotFound();
    return requireSession(req).agentId;
  };

  r.put(routes.draftInstagram, { ...auth, schema: { tags, operationId: 'saveDraftInstagramPost', summary: "Save the draft's Instagram post", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 404, 409, 429) }, params: draftParams, body: instagramPostSchema } }, async (req) =>
    ok(await posts.putInstagram(who(req), req.params.id, req.body)),
  );
  r.delete(routes.draftInstagram, { ...auth, schema: { tags, operationId: 'deleteDraftInstagramPost', summary: "Drop the draft's Instagram post", response: { 200: envelope(propertyDraftSchema), ...errors(401, 404, 409, 429) }, params: draftParams } }, async (req) =>
    ok(await posts.deleteInstagram(who(req), req.params.id)),
  );
  r.put(routes.draftFacebook, { ...auth, schema: { tags, operationId: 'saveDraftFacebookPost', summary: "Save the draft's Facebook post", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 404, 409, 429) }, params: draftParams, body: facebookPostSchema } }, async (req) =>
    ok(await posts.putFacebook(who(req), req.params.id, req.body)),
  );
  r.delete(routes.draftFacebook, { ...auth, schema: { tags, operationId: 'deleteDraftFacebookPost', summary: "Drop the draft's Facebook post", response: { 200: envelope(propertyDraftSchema), ...errors(401, 404, 409, 429) }, params: draftParams } }, async (req) =>
    ok(await posts.deleteFacebook(who(req), req.params.id)),
  );

  // Empty body: whatever is sent is ignored.
  r.put(routes.draftPublish, { ...auth, schema: { tags, operationId: 'publishPropertyDraft', summary: 'Publish a draft', response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 404, 409, 429) }, params: draftParams } }, async (req) =>
    ok(await publishing.publish(who(req), req.params.id)),
  );
}
