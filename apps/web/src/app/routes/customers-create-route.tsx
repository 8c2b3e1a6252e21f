import './customers-form-styles';
import { CustomerCreate } from '../../features/customers/components/customer-create';
import { useDocumentTitle } from '../../lib/use-document-title';

export function CustomersCreateRoute() {
  useDocumentTitle('Crear cliente');
  return <CustomerCreate />;
}
