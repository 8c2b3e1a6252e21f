import { VisitList } from './visit-list';

export const EMPTY_CUSTOMER_VISITS = 'Este cliente no tiene visitas agendadas';

/** The customer view's 'Eventos' tab: the customer's visits, scheduling one with the customer preset. */
export function CustomerVisits({ tenant, onChanged }: { tenant: { tenantId: string; fullName: string }; onChanged?: () => void }) {
  return (
    <VisitList
      title="Visitas"
      filters={{ tenantId: tenant.tenantId }}
      preset={{ tenant: { tenantId: tenant.tenantId, fullName: tenant.fullName } }}
      show="listing"
      empty={EMPTY_CUSTOMER_VISITS}
      onChanged={onChanged}
    />
  );
}
