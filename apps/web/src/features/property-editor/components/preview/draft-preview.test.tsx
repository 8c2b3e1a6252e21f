import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDetail, makeDraft } from '../../../../test/property-draft-fixture';
import { DraftPreview } from './draft-preview';

const parking = (quantity: number) => ({
  enviromentInPropertyId: 'env-20',
  quantity,
  propertyEnviroment: { propertyEnviromentId: 20, name: 'Puestos de estacionamiento', shortName: 'puestos', type: 'PARKING_SPOT' },
});

function card(draft: ReturnType<typeof makeDraft>): string {
  render(
    <MantineProvider>
      <DraftPreview draft={draft} agentName="Ana" StaticMap={() => null} />
    </MantineProvider>,
  );
  const label = screen.getByText('Estacionamiento', { exact: true });
  return label.parentElement?.textContent ?? '';
}

describe('preview: Estacionamiento card', () => {
  it('shows the parking spaces of Ambientes when there is no PARKING detail; the detail first; - with neither', () => {
    expect(card(makeDraft({ enviroments: [parking(1)] }))).toContain('1 puesto');
    cleanup();
    expect(card(makeDraft({ enviroments: [parking(2)], details: [makeDetail('PARKING', 'Estacionamiento', 'Características', 'Techado')] }))).toContain(
      'Techado',
    );
    cleanup();
    expect(card(makeDraft())).toMatch(/Estacionamiento-$/);
  });
});
