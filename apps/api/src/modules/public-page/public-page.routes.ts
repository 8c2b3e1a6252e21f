import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PropertyStatus } from '@vitrina/contract/enums/property';
import { goneDocument, listingDocument, notFoundDocument, SCRIPT_VERSION, type PageSettings } from './page-document';
import { PAGE_SCRIPT } from './page-script';
import type { PublicPageService } from './public-page.service';
import { routes } from '@vitrina/contract/paths';
import { fileAnswer, htmlAnswer } from '@vitrina/contract/schemas/envelope';

const HTML = 'text/html; charset=utf-8';

/**
 * The public listing page `/p/{slug}` (no sign-in): server-rendered HTML with its own small style
 * and script, never the agent app. 200 for a Published listing, 410 for a sold, rented or
 * unpublished one (or a Published one an edit left short of the publish check), 404 for an
 * unknown slug. Also its link-preview image and its script.
 */
export async function publicPageRoutes(app: FastifyInstance, opts: { service: PublicPageService; settings: PageSettings }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const hide = { hide: true };
  const tags = ['public-page'];
  const slugParams = z.object({ slug: z.string().describe("The listing's public slug, e.g. casa-en-el-hatillo-3f9a") });
  const notFound = htmlAnswer('No listing has this slug, or it is still being published: the not-found page');

  r.get(
    routes.publicPage,
    {
      schema: {
        tags,
        operationId: 'getPublicPage',
        summary: "A listing's public page (HTML)",
        description: 'Sin clave de API ni sesión. Página HTML con su propio estilo y script; cuenta una visita por persona y día.',
        security: [],
        params: slugParams,
        response: {
          200: htmlAnswer('The page of a Published listing'),
          404: notFound,
          410: htmlAnswer(
            'The listing was sold, rented or unpublished, or an edit left it short of the publish check (no photo, no price…) until the agent completes it: a page saying so, with the agent’s other listings',
          ),
        },
      },
    },
    async (req, reply) => {
      const page = await service.page(req.params.slug);
      reply.type(HTML).header('cache-control', 'no-cache');
      if (!page) return reply.status(404).send(notFoundDocument());
      if (page.status !== PropertyStatus.Published) return reply.status(410).send(goneDocument(page));
      try {
        await service.recordView(page, page.view.agentId, req);
      } catch (err) {
        // A view that could not be counted never costs the visitor the page.
        req.log.warn({ err }, 'public page view not counted');
      }
      return reply.send(listingDocument(page, opts.settings));
    },
  );

  r.get(
    routes.publicPageImage,
    {
      schema: {
        tags,
        operationId: 'getPublicPageImage',
        summary: "A listing's link-preview image (1200x630 JPEG)",
        description: 'Sin clave de API ni sesión. La imagen que muestran las redes y los chats al compartir el enlace de una propiedad publicada.',
        security: [],
        params: slugParams,
        response: {
          200: fileAnswer('The JPEG, cached for a day', 'image/jpeg'),
          404: htmlAnswer('No Published listing has this slug, or it has no photo, or it no longer passes the publish check: the not-found page'),
        },
      },
      compress: false,
    },
    async (req, reply) => {
      const image = await service.ogImage(req.params.slug);
      if (!image) return reply.status(404).type(HTML).send(notFoundDocument());
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        // The JPEG's bytes: the answer schema only documents them (binary string), Fastify sends the Buffer as is.
        .send(image as unknown as string);
    },
  );

  r.get(routes.publicPageAsset, { schema: { ...hide, params: z.object({ file: z.string() }) } }, async (req, reply) => {
    if (req.params.file !== `page-${SCRIPT_VERSION}.js`) return reply.status(404).type(HTML).send(notFoundDocument());
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(PAGE_SCRIPT);
  });
}
