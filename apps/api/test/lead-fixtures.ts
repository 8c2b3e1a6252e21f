/** A visitor's 'Me interesa' body as the public page sends it; `overrides` replace its fields. */
export const leadBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Carla',
  lastName: 'Rojas',
  phoneCode: '58',
  phoneNumber: '4125551234',
  message: 'Me gustaría visitarlo el sábado',
  recaptchaToken: null,
  ...overrides,
});
