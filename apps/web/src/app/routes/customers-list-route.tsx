import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Avatar.css';
import { CustomerList } from '../../features/customers/components/customer-list';
import { useDocumentTitle } from '../../lib/use-document-title';

export function CustomersListRoute() {
  useDocumentTitle('Clientes');
  return <CustomerList />;
}
