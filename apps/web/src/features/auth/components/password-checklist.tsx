import '@mantine/core/styles/List.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { List, Text, VisuallyHidden } from '@mantine/core';
import { passwordChecks } from '@vitrina/contract/schemas/auth';
import { IconCheck, IconX } from '../../../components/icons';

/** The live rules of the sign-up password (spec 1 §5). */
export function PasswordChecklist({ value }: { value: string }) {
  return (
    <List spacing={4} size="sm" center aria-label="Requisitos de seguridad">
      {passwordChecks.map((check) => {
        const met = check.test(value);
        return (
          <List.Item
            key={check.id}
            data-met={met}
            icon={
              met ? (
                <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
              ) : (
                <IconX size={16} color="var(--mantine-color-gray-5)" aria-hidden />
              )
            }
          >
            <Text size="sm" c={met ? 'teal.9' : 'dimmed'}>
              {check.label}
              <VisuallyHidden>{met ? ' (cumplido)' : ' (pendiente)'}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
