import { z } from 'zod';
import { text } from './common';
import { personName, phoneCodeSchema, phoneNumberSchema, splitPhone } from './person';

/** Longest message a visitor may leave with 'Me interesa'. */
export const LEAD_MESSAGE_MAX = 500;
/** A reCAPTCHA v3 token is about 2 KB; anything much longer is not one. */
const RECAPTCHA_TOKEN_MAX = 4096;

/**
 * 'Me interesa' on the public listing page (issue 10): the visitor's name and phone (the customer
 * rules of spec 2 §5), an optional message and the captcha token when the captcha is configured.
 */
export const leadBodySchema = z
  .strictObject({
    firstName: personName('nombre'),
    lastName: personName('apellido'),
    phoneCode: phoneCodeSchema,
    phoneNumber: phoneNumberSchema,
    message: text('El mensaje debe ser texto')
      .trim()
      .max(LEAD_MESSAGE_MAX, `El mensaje no debe tener más de ${LEAD_MESSAGE_MAX} caracteres`)
      .nullable()
      .default(null)
      .transform((v) => v || null),
    recaptchaToken: text('No se pudo verificar que eres un humano')
      .max(RECAPTCHA_TOKEN_MAX, 'No se pudo verificar que eres un humano')
      .nullable()
      .default(null),
  })
  .overwrite((v) => {
    // '+584125551234' pasted as the number, or '04125551234' with the code: 58 / 4125551234.
    if (typeof v.phoneCode !== 'string' || typeof v.phoneNumber !== 'string') return v;
    const { code, number } = splitPhone(v.phoneCode, v.phoneNumber);
    return { ...v, phoneCode: code, phoneNumber: number };
  });
export type LeadBody = z.input<typeof leadBodySchema>;

/** The only answer of a lead: nothing tells whether the person was already a customer. */
export const leadReceivedSchema = z.object({ received: z.literal(true) });
export type LeadReceived = z.infer<typeof leadReceivedSchema>;
