import './customers-form-styles';
import { useParams } from 'react-router';
import { CustomerEdit } from '../../features/customers/components/customer-edit';
import { useDocumentTitle } from '../../lib/use-document-title';

export function CustomersEditRoute() {
  useDocumentTitle('Modificar cliente');
  const { slug = '' } = useParams();
  return <CustomerEdit slug={slug} />;
}
