import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { facebookPostSchema, instagramPostSchema } from '@vitrina/contract/schemas/social-post';
import { ok } from '../../lib/http';
import { actingAgent, needs, type AccessNeed } from '../collaboration/draft-access';
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
  const need = (access: AccessNeed) => needs(app, access);

  r.put(routes.draftInstagram, { ...need('social-media'), schema: { tags, operationId: 'saveDraftInstagramPost', summary: "Save the draft's Instagram post", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: draftParams, body: instagramPostSchema } }, async (req) =>
    ok(await posts.putInstagram(actingAgent(req), req.params.id, req.body)),
  );
  r.delete(routes.draftInstagram, { ...need('social-media'), schema: { tags, operationId: 'deleteDraftInstagramPost', summary: "Drop the draft's Instagram post", response: { 200: envelope(propertyDraftSchema), ...errors(401, 403, 404, 409, 429) }, params: draftParams } }, async (req) =>
    ok(await posts.deleteInstagram(actingAgent(req), req.params.id)),
  );
  r.put(routes.draftFacebook, { ...need('social-media'), schema: { tags, operationId: 'saveDraftFacebookPost', summary: "Save the draft's Facebook post", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: draftParams, body: facebookPostSchema } }, async (req) =>
    ok(await posts.putFacebook(actingAgent(req), req.params.id, req.body)),
  );
  r.delete(routes.draftFacebook, { ...need('social-media'), schema: { tags, operationId: 'deleteDraftFacebookPost', summary: "Drop the draft's Facebook post", response: { 200: envelope(propertyDraftSchema), ...errors(401, 403, 404, 409, 429) }, params: draftParams } }, async (req) =>
    ok(await posts.deleteFacebook(actingAgent(req), req.params.id)),
  );

  // Empty body: whatever is sent is ignored.
  r.put(routes.draftPublish, { ...need('owner'), schema: { tags, operationId: 'publishPropertyDraft', summary: 'Publish a draft', response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: draftParams } }, async (req) =>
    ok(await publishing.publish(actingAgent(req), req.params.id)),
  );
}
