import { Select } from '@mantine/core';
import type { PropertyImage } from '@vitrina/contract/schemas/property-draft';
import type { EnvironmentGroup } from '../../../../../lib/property-catalogues';

/** 'Ambiente' of a photo (Cocina, Sala…), from the environment catalogue grouped as it is; clearable. */
export function ImageEnvironmentSelect(props: {
  image: PropertyImage;
  position: number;
  groups: EnvironmentGroup[];
  disabled?: boolean;
  onChange: (propertyEnviromentId: number | null) => void;
}) {
  const { image, position, groups, disabled, onChange } = props;
  const current = image.propertyEnviroment ? String(image.propertyEnviroment.propertyEnviromentId) : null;
  return (
    <Select
      size="xs"
      aria-label={`Ambiente de la imagen ${position}`}
      placeholder="Ambiente"
      searchable
      clearable
      nothingFoundMessage="Sin resultados"
      disabled={disabled}
      data={groups.map((g) => ({
        group: g.name,
        items: g.propertyEnviroments.map((e) => ({ value: String(e.propertyEnviromentId), label: e.name })),
      }))}
      value={current}
      onChange={(value) => {
        if (value === current) return;
        onChange(value ? Number(value) : null);
      }}
    />
  );
}
