import { Button, Menu } from '@mantine/core';
import { interestStatusLabels, InterestStatus } from '@vitrina/contract/enums/matching';
import { IconChevronDown } from '../../../components/icons';

const STATUSES = Object.values(InterestStatus);

interface InterestMenuProps {
  /** The interest recorded, or null when the listing is not linked to the customer. */
  value: number | null;
  /** Who or what the interest is about, for the button's accessible name. */
  about: string;
  pending: boolean;
  onChange: (status: InterestStatus) => void;
}

/** 'Registrar interés' (or the current status) opening Interesado, Visitó, Ofertó, Descartado. */
export function InterestMenu({ value, about, pending, onChange }: InterestMenuProps) {
  const current = value ? interestStatusLabels[value as InterestStatus] : null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant={current ? 'light' : 'filled'}
          loading={pending}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={current ? `Interés en ${about}: ${current}. Cambiar` : `Registrar interés en ${about}`}
        >
          {current ?? 'Registrar interés'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {STATUSES.map((status) => (
          <Menu.Item key={status} onClick={() => status !== value && onChange(status)} aria-current={status === value ? 'true' : undefined} fw={status === value ? 700 : undefined}>
            {interestStatusLabels[status]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
