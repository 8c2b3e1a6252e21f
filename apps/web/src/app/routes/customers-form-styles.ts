// Mantine styles of the customer create and edit screens.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Skeleton.css';
