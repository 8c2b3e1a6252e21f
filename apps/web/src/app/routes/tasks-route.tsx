// Mantine styles of the task page and of the task panel it opens.
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Tooltip.css';
import { TasksPage } from '../../features/tasks/components/tasks-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export function TasksRoute() {
  useDocumentTitle('Tareas');
  return <TasksPage />;
}
