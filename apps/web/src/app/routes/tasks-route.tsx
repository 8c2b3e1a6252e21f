// Mantine styles of the task page (the task panels load their own with them).
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Tooltip.css';
import { TasksPage } from '../../features/tasks/components/tasks-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export function TasksRoute() {
  useDocumentTitle('Tareas');
  return <TasksPage />;
}
