import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_MESSAGE_MAX, leadBodySchema, leadReceivedSchema } from '@vitrina/contract/schemas/lead';
import { LEADS_PER_HOUR } from '@vitrina/contract/enums/property';
import type { LeadsService } from './leads.service';
import { routes } from '@vitrina/contract/paths';
import { envelope, errors } from '@vitrina/contract/schemas/envelope';


/** 'Me interesa' from the public listing page: the API key, no session. */
export async function leadsRoutes(app: FastifyInstance, opts: { service: LeadsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    routes.publicLeads,
    {
      schema: {
        tags: ['leads'],
        operationId: 'submitLead',
        summary: "A visitor's 'Me interesa' on a public listing page",
        description: [
          'Sin sesión: solo la clave de API (`X-Api-Key`). Para una propiedad publicada (si no, 404 PROPERTY_NOT_FOUND):',
          'la persona con ese teléfono entra en los clientes del agente como potencial cliente (Lead), o la persona',
          'existente queda vinculada (nunca un cliente repetido; sus nombres compartidos no cambian); su actividad',
          'registra el interés, se crea la tarea en progreso «Contactar a {nombre}» con vencimiento mañana',
          '(America/Caracas), con la propiedad y el mensaje, y se avisa al agente por correo.',
          `El mensaje es opcional (hasta ${LEAD_MESSAGE_MAX} caracteres, texto plano). `,
          '`recaptchaToken` (reCAPTCHA v3, acción submit_form) se verifica cuando el captcha está configurado',
          '(si no, 400 RECAPTCHA_VERIFICATION_FAILED). ',
          `Hasta ${LEADS_PER_HOUR} envíos por hora desde una misma dirección; después, 429 con Retry-After. `,
          'La respuesta es siempre `{ received: true }`: nunca dice si la persona ya existía.',
        ].join(' '),
        params: z.object({ slug: z.string() }),
        body: leadBodySchema,
        response: { 201: envelope(leadReceivedSchema), ...errors(400, 401, 404, 429) },
      },
    },
    async (req, reply) => {
      const answer = await opts.service.submit(req.params.slug, req.body, req.ip);
      return reply.status(201).send({ data: answer, metadata: {} });
    },
  );
}
