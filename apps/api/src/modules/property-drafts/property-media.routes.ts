import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_ORDER_MAX, IMAGE_TAGS_MAX, VIDEO_MAX_BYTES } from '@vitrina/contract/enums/property';
import { appError } from '../../lib/errors';
import { isUuid, UUID_PATTERN } from '../../lib/ids';
import { ok } from '../../lib/http';
import { IMAGE_MAX_BYTES } from '../../lib/images';
import { fileTooLarge, readUploadedFile, streamUploadedFile } from '../../lib/uploads';
import type { PropertyDraftsService } from './property-drafts.service';
import { actingAgent, needs, type AccessNeed } from '../collaboration/draft-access';
import { imageNotFound, type PropertyMediaService } from './property-media.service';
import { routes } from '@vitrina/contract/paths';
import { nearbyPlaceInputSchema, propertyDraftSchema } from '@vitrina/contract/schemas/property-draft';
import { emptyEnvelope, envelope, errors } from '@vitrina/contract/schemas/envelope';

const draftParams = z.object({ id: z.string() });
const imageParams = draftParams.extend({ imageId: z.string() });

const imageUpdateSchema = z.strictObject({
  propertyEnviromentId: z.number({ error: 'El ambiente no es válido' }).int().positive('El ambiente no es válido').nullish(),
  index: z.number({ error: 'La posición no es válida' }).int().min(1, 'La posición no es válida').max(IMAGE_ORDER_MAX).optional(),
  tags: z.array(z.unknown()).max(IMAGE_TAGS_MAX).optional(),
});

const imageOrderSchema = z.strictObject({
  imageIds: z
    .array(z.string().regex(UUID_PATTERN, 'La imagen no existe'), { error: 'Debe indicar el orden de las imágenes' })
    .min(1, 'Debe indicar el orden de las imágenes')
    .max(IMAGE_ORDER_MAX),
});

export async function propertyMediaRoutes(app: FastifyInstance, opts: { media: PropertyMediaService; drafts: PropertyDraftsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { media, drafts } = opts;
  const tags = ['property-drafts'];
  const need = (access: AccessNeed) => needs(app, access);
  const multipartDoc = { consumes: ['multipart/form-data'] };
  /** The draft must be editable (and the caller allowed: the route's access check) before a byte of an upload is read. */
  const owner = async (req: { params: { id: string } } & Parameters<typeof actingAgent>[0]) => {
    const agentId = actingAgent(req);
    await drafts.editable(agentId, req.params.id);
    return agentId;
  };
  const imageId = (id: string) => {
    if (!isUuid(id)) throw imageNotFound();
    return id;
  };

  r.post(routes.draftImages, { ...need('media'), schema: { tags, operationId: 'addDraftImage', summary: 'Upload a listing photo', response: { 201: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 413, 415, 429) }, params: draftParams, ...multipartDoc, description: 'Campos `propertyEnviromentId` e `imageType` antes del archivo `file`' } }, async (req, reply) => {
    const agentId = await owner(req);
    const upload = await readUploadedFile(req, IMAGE_MAX_BYTES);
    const raw = upload.fields.propertyEnviromentId;
    const environmentId = raw && raw !== 'null' ? Number(raw) : null;
    if (environmentId !== null && !(Number.isInteger(environmentId) && environmentId > 0)) {
      throw appError('VALIDATION_ERROR', undefined, { propertyEnviromentId: 'El ambiente no es válido' });
    }
    return reply.status(201).send(ok(await media.addImage(agentId, req.params.id, upload.buffer, environmentId)));
  });

  r.delete(
    routes.propertyDraft,
    {
      ...need('owner'),
      schema: {
        tags, operationId: 'deletePropertyDraft', response: { 200: emptyEnvelope, ...errors(401, 403, 404, 409, 429) },
        params: draftParams,
        summary: 'Delete a draft and its files; answers 200 with data null',
        description:
          'Elimina el borrador del agente con sus imágenes, miniatura y video (también del almacenamiento). Responde 200 con `data: null`. ' +
          '404 PROPERTY_DRAFT_NOT_FOUND si no existe o es de otro agente; 409 PROPERTY_DRAFT_NOT_EDITABLE mientras se publica; ' +
          '409 PROPERTY_DRAFT_ALREADY_PUBLISHED si ya es una propiedad publicada (despublicar no se hace aquí).',
      },
    },
    async (req) => {
      await media.deleteDraft(actingAgent(req), req.params.id);
      return ok(null);
    },
  );

  r.put(
    routes.draftImageOrder,
    {
      ...need('media'),
      schema: {
        tags, operationId: 'orderDraftImages', response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) },
        params: draftParams,
        body: imageOrderSchema,
        summary: 'Reorder the images of a draft; answers the draft',
        description:
          'Cuerpo `{ imageIds: [...] }`: todas las imágenes del borrador, cada una una vez, en el nuevo orden; quedan con `index` 1, 2, 3… ' +
          'La primera es la portada: si cambia, la miniatura de 596x446 se vuelve a generar a partir de ella. ' +
          '400 VALIDATION_ERROR (campo `imageIds`) si falta alguna, sobra o se repite; 404 PROPERTY_DRAFT_NOT_FOUND si el borrador no es del agente.',
      },
    },
    async (req) => ok(await media.orderImages(await owner(req), req.params.id, req.body.imageIds)),
  );

  r.put(routes.draftImage, { ...need('media'), schema: { tags, operationId: 'updateDraftImage', summary: "Change a photo's room or position", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: imageParams, body: imageUpdateSchema } }, async (req) =>
    ok(await media.updateImage(await owner(req), req.params.id, imageId(req.params.imageId), req.body)),
  );

  r.delete(routes.draftImage, { ...need('media'), schema: { tags, operationId: 'deleteDraftImage', summary: 'Delete a listing photo', response: { 200: envelope(propertyDraftSchema), ...errors(401, 403, 404, 409, 429) }, params: imageParams } }, async (req) =>
    ok(await media.deleteImage(await owner(req), req.params.id, imageId(req.params.imageId))),
  );

  r.post(routes.draftThumbnail, { ...need('media'), schema: { tags, operationId: 'setDraftThumbnail', summary: "Upload the listing's main image", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 413, 415, 429) }, params: draftParams, ...multipartDoc } }, async (req) => {
    const agentId = await owner(req);
    const { buffer } = await readUploadedFile(req, IMAGE_MAX_BYTES);
    return ok(await media.setThumbnail(agentId, req.params.id, buffer));
  });

  r.delete(routes.draftThumbnail, { ...need('media'), schema: { tags, operationId: 'deleteDraftThumbnail', summary: "Remove the listing's main image", response: { 200: envelope(propertyDraftSchema), ...errors(401, 403, 404, 409, 429) }, params: draftParams } }, async (req) =>
    ok(await media.deleteThumbnail(await owner(req), req.params.id)),
  );

  r.post(routes.draftVideos, { ...need('media'), schema: { tags, operationId: 'setDraftVideo', summary: 'Upload the listing video', response: { 201: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 413, 415, 429) }, params: draftParams, ...multipartDoc, description: 'MP4, WebM o QuickTime de hasta 200 MB' } }, async (req, reply) => {
    const agentId = await owner(req);
    const upload = await streamUploadedFile(req, VIDEO_MAX_BYTES);
    return reply.status(201).send(ok(await media.setVideo(agentId, req.params.id, upload, () => fileTooLarge(VIDEO_MAX_BYTES))));
  });

  r.put(routes.draftVideoThumbnail, { ...need('media'), schema: { tags, operationId: 'setDraftVideoThumbnail', summary: "Upload the video's cover image", response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 413, 415, 429) }, params: draftParams, ...multipartDoc } }, async (req) => {
    const agentId = await owner(req);
    const { buffer } = await readUploadedFile(req, IMAGE_MAX_BYTES);
    return ok(await media.setVideoThumbnail(agentId, req.params.id, buffer));
  });

  r.delete(routes.draftVideos, { ...need('media'), schema: { tags, operationId: 'deleteDraftVideo', summary: 'Remove the listing video', response: { 200: envelope(propertyDraftSchema), ...errors(401, 403, 404, 409, 429) }, params: draftParams } }, async (req) =>
    ok(await media.deleteVideo(await owner(req), req.params.id)),
  );

  r.put(routes.draftNearbyPlaces, { ...need('location'), schema: { tags, operationId: 'saveDraftNearbyPlace', summary: 'Add or change a nearby place', response: { 200: envelope(propertyDraftSchema), ...errors(400, 401, 403, 404, 409, 429) }, params: draftParams, body: nearbyPlaceInputSchema } }, async (req) =>
    ok(await media.setNearbyPlace(await owner(req), req.params.id, req.body)),
  );

  r.delete(routes.draftNearbyPlace, { ...need('location'), schema: { tags, operationId: 'deleteDraftNearbyPlace', summary: 'Remove a nearby place', response: { 200: envelope(propertyDraftSchema), ...errors(401, 403, 404, 409, 429) }, params: draftParams.extend({ placeId: z.string() }) } }, async (req) => {
    const agentId = await owner(req);
    if (!isUuid(req.params.placeId)) throw appError('NOT_FOUND');
    return ok(await media.deleteNearbyPlace(agentId, req.params.id, req.params.placeId));
  });
}
