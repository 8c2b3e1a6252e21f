import { ErrorType } from '@vitrina/contract/errors';
import type { Tenant, TenantBody } from '@vitrina/contract/schemas/tenant';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Banner } from '../../../components/form-banner/form-banner';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { CustomerFormValues } from '../lib/customer-form-values';
import { paths } from '../../../config/paths';

const SERVER_ERROR = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';
const MESSAGES: Record<string, string> = {
  [ErrorType.EMAIL_IN_USE]: 'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.',
  PHONE_NUMBER_IN_USE: 'El número de teléfono ya está en uso. Por favor, intenta con otro número de teléfono.',
  TENANT_AGENT_ALREADY_EXIST: 'El cliente ya se encuentra agregado en tu listado.',
};
const FIELDS = ['firstName', 'lastName', 'sex', 'documentType', 'documentNumber', 'tenantType', 'emailAddress', 'phoneNumber', 'countryState', 'countryLocation'];

interface SaveInput {
  form: UseFormReturn<CustomerFormValues, unknown, TenantBody>;
  creating: boolean;
  tenant?: Tenant;
  onSave: (body: TenantBody) => Promise<Tenant>;
}

export type LinkFoundHandlers = ReturnType<typeof useCustomerSave>['linkFound'];

/**
 * Saving the customer form, or adding the customer found by the look-up: the customer's page as soon
 * as the save is answered, with the success toast (DECISIONS §1), the server's field messages under
 * their fields, or an error banner.
 */
export function useCustomerSave({ form, creating, tenant, onSave }: SaveInput) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [done, setDone] = useState(false);

  const finish = (saved: Tenant, message: string) => {
    setDone(true);
    notifySuccess(message);
    void navigate(paths.customerView(saved.slug));
  };

  const showError = (error: unknown) => {
    if (applyServerFieldErrors(error, form.setError, FIELDS)) return setBanner(null);
    const type = isApiError(error) ? error.type : ErrorType.SERVER_ERROR;
    setBanner({ kind: 'error', message: MESSAGES[type] ?? SERVER_ERROR });
  };

  const submit = form.handleSubmit(async (body) => {
    setBanner(null);
    try {
      const saved = await onSave(tenant ? { ...body, tenantId: tenant.tenantId } : body);
      finish(saved, creating ? 'Cliente agregado exitosamente' : 'Cliente modificado exitosamente');
    } catch (error) {
      showError(error);
    }
  });

  /** Adding the customer found by the look-up (ExistingCustomerCard sends it): the same banner and page. */
  const linkFound = {
    onStart: () => setBanner(null),
    onLinked: (saved: Tenant) => finish(saved, 'Cliente agregado exitosamente'),
    onError: showError,
  };

  return { banner, done, submit, linkFound };
}
